'use client'

import en from '@/i18n/locales/en/fatal.json'
import ko from '@/i18n/locales/ko/fatal.json'

// No layout and no stylesheet reach this page: its few styles travel with it.
const css = `body{margin:0;min-height:100vh;display:grid;place-items:center;font-family:system-ui,'Apple SD Gothic Neo','Noto Sans KR',sans-serif;color:#1b1f23;background:#f6f7f9;word-break:keep-all}main{max-width:560px;padding:2rem;text-align:center}h1{font-size:1.75rem;margin:0 0 .75rem}h2{font-size:1.25rem;margin:2rem 0 .5rem}p{line-height:1.7;color:#4a5057;margin:0}.actions{margin-top:1.5rem;display:flex;gap:.75rem;justify-content:center;flex-wrap:wrap}a,button{font:inherit;font-weight:700;padding:.75rem 1.25rem;border-radius:999px;border:1px solid #087f5b;cursor:pointer;text-decoration:none}button{background:#087f5b;color:#fff}a{color:#087f5b;background:#fff}a:focus-visible,button:focus-visible{outline:3px solid #1b1f23;outline-offset:2px}`

/**
 * The last-resort page when the site's own layout fails (SPEC §8 unexpected error). It replaces
 * Next's built-in one, which is English-only. The language is unknown here, so it speaks both.
 */
export default function GlobalError({ retry, reset }: { error: unknown; retry?: () => void; reset?: () => void }) {
  return (
    <html lang="ko">
      <body>
        <title>{ko.title}</title>
        <style>{css}</style>
        <main>
          <h1>{ko.title}</h1>
          <p>{ko.body}</p>
          <h2 lang="en">{en.title}</h2>
          <p lang="en">{en.body}</p>
          <div className="actions">
            <button type="button" onClick={() => (retry ?? reset)?.()}>
              {ko.retry} · <span lang="en">{en.retry}</span>
            </button>
            {/* A full load: the app around this page is what failed. */}
            {/* eslint-disable-next-line @next/next/no-html-link-for-pages */}
            <a href="/">
              {ko.home} · <span lang="en">{en.home}</span>
            </a>
          </div>
        </main>
      </body>
    </html>
  )
}

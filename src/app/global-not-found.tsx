import type { Metadata } from 'next'

import en from '@/i18n/locales/en/common.json'
import ko from '@/i18n/locales/ko/common.json'

export const metadata: Metadata = {
  title: `${ko.errors.notFound.title} | ${ko.brand.title}`,
  robots: { index: false },
}

// Self-contained on purpose: this page has no layout, so it carries its few styles itself.
const css = `body{margin:0;min-height:100vh;display:grid;place-items:center;font-family:system-ui,'Apple SD Gothic Neo','Noto Sans KR',sans-serif;color:#1b1f23;background:#f6f7f9;word-break:keep-all}main{max-width:560px;padding:2rem;text-align:center}.code{font-size:3.5rem;font-weight:800;color:#087f5b;margin:0}h1{font-size:1.75rem;margin:.5rem 0 1rem}p{line-height:1.7;color:#4a5057}a{display:inline-block;margin:.5rem;padding:.75rem 1.25rem;border-radius:999px;background:#087f5b;color:#fff;text-decoration:none;font-weight:700}a:focus-visible{outline:3px solid #1b1f23;outline-offset:2px}`

/**
 * The 404 for URLs that never reach a locale (the proxy leaves paths with a file extension
 * alone, so `/missing.html` lands here). It cannot know the visitor's language, so it speaks
 * both, Korean first as on the rest of the site.
 */
export default function GlobalNotFound() {
  return (
    <html lang="ko">
      <body>
        <style>{css}</style>
        <main>
          <p className="code" aria-hidden="true">
            404
          </p>
          <h1>{ko.errors.notFound.title}</h1>
          <p>{ko.errors.notFound.bodyLocal}</p>
          <p lang="en">{en.errors.notFound.body}</p>
          {/* Plain links: a full load is right from a page outside the app's layouts. */}
          {/* eslint-disable-next-line @next/next/no-html-link-for-pages */}
          <a href="/">{ko.errors.home}</a>
          {/* eslint-disable-next-line @next/next/no-html-link-for-pages */}
          <a href="/en" lang="en">
            {en.errors.home}
          </a>
        </main>
      </body>
    </html>
  )
}

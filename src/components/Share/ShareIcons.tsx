import type { ShareChannel } from './shareUrls'

/** Monochrome channel glyphs (24×24, currentColor): decorative, the button carries the label. */
const paths: Record<ShareChannel, string> = {
  kakao:
    'M12 4C7.03 4 3 7.13 3 10.98c0 2.5 1.68 4.69 4.2 5.92l-.86 3.15c-.08.28.24.5.48.34l3.74-2.48c.47.05.95.08 1.44.08 4.97 0 9-3.13 9-6.99S16.97 4 12 4Z',
  facebook:
    'M13.5 21v-7.2h2.43l.37-2.82H13.5V9.18c0-.81.23-1.37 1.4-1.37h1.5V5.29A20 20 0 0 0 14.22 5.2c-2.16 0-3.64 1.32-3.64 3.74v2.04H8.14v2.82h2.44V21h2.92Z',
  x: 'M17.53 3.5h2.9l-6.34 7.25 7.46 9.75h-5.84l-4.57-5.98-5.24 5.98H3.01l6.78-7.75L2.64 3.5h5.99l4.13 5.46 4.77-5.46Zm-1.02 15.28h1.6L7.75 5.13H6.03l10.48 13.65Z',
  mail: 'M4 5.5h16A1.5 1.5 0 0 1 21.5 7v10a1.5 1.5 0 0 1-1.5 1.5H4A1.5 1.5 0 0 1 2.5 17V7A1.5 1.5 0 0 1 4 5.5Zm.4 2.1v9.1h15.2V7.6L12 12.9 4.4 7.6Zm1.9-.3L12 11.2l5.7-3.9H6.3Z',
  copy: 'M10.6 13.4a1 1 0 0 1 0-1.41l3.3-3.3a1 1 0 1 1 1.41 1.41l-3.3 3.3a1 1 0 0 1-1.41 0Zm-1.5 5.8a4.1 4.1 0 0 1-2.9-7l2.1-2.1a1 1 0 0 1 1.42 1.41L7.6 13.6a2.1 2.1 0 0 0 2.97 2.97l2.1-2.1a1 1 0 1 1 1.41 1.42l-2.1 2.1a4.08 4.08 0 0 1-2.9 1.2Zm6.2-4.5a1 1 0 0 1-.7-1.7l2.1-2.1a2.1 2.1 0 0 0-2.97-2.97l-2.1 2.1a1 1 0 1 1-1.41-1.42l2.1-2.1a4.1 4.1 0 0 1 5.8 5.8l-2.1 2.1a1 1 0 0 1-.71.3Z',
}

export function ShareIcon({ channel }: { channel: ShareChannel }) {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
      <path d={paths[channel]} fill="currentColor" fillRule="evenodd" />
    </svg>
  )
}

import type { ReactNode } from 'react'

// The public site's shell; the full bilingual layout arrives with the public-site issue.
export default function FrontendLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="ko">
      <body>{children}</body>
    </html>
  )
}

import type { ReactNode } from 'react'

import { SectionTabs } from '@/components/SectionTabs'
import { pageLocale } from '@/lib/site/params'

/** Notices sit in the contact section of the menu, so they share its tab bar. */
export default async function NoticeLayout({
  children,
  params,
}: {
  children: ReactNode
  params: Promise<{ locale: string }>
}) {
  const locale = await pageLocale(params)
  return (
    <>
      <SectionTabs locale={locale} section="contact" />
      {children}
    </>
  )
}

import type { ReactNode } from 'react'

import { SectionTabs } from '@/components/SectionTabs'
import { pageLocale } from '@/lib/site/params'

export default async function SustainabilityLayout({
  children,
  params,
}: {
  children: ReactNode
  params: Promise<{ locale: string }>
}) {
  const locale = await pageLocale(params)
  return (
    <>
      <SectionTabs locale={locale} section="sustainability" />
      {children}
    </>
  )
}

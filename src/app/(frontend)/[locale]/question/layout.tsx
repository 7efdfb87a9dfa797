import type { ReactNode } from 'react'

import { TabBar } from '@/components/TabBar/TabBar.client'
import { getT } from '@/i18n/server'
import { inquiryKinds } from '@/lib/forms/inquiry'
import { pageLocale } from '@/lib/site/params'

/** The inquiry pages share one tab bar: partnerships, media, other, company visit (SPEC §2 "Forms"). */
export default async function QuestionLayout({
  children,
  params,
}: {
  children: ReactNode
  params: Promise<{ locale: string }>
}) {
  const locale = await pageLocale(params)
  const t = await getT(locale, 'question')
  const tabs = inquiryKinds.map((kind) => ({
    label: t(`tabs.${kind}`),
    to: { name: 'Question', params: { child: kind } } as const,
  }))
  return (
    <>
      <TabBar tabs={tabs} label={t('tabsLabel')} locale={locale} />
      {children}
    </>
  )
}

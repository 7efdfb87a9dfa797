import type { ReactNode } from 'react'

import { TabBar, type Tab } from '@/components/TabBar/TabBar.client'
import { getT } from '@/i18n/server'
import { pageLocale } from '@/lib/site/params'

/** The ethics help centre's own tab bar: counselling, unfair-trade reports (SPEC §2) and the reporter's status page. */
export default async function InformationCenterLayout({
  children,
  params,
}: {
  children: ReactNode
  params: Promise<{ locale: string }>
}) {
  const locale = await pageLocale(params)
  const [t, status] = await Promise.all([getT(locale, 'info'), getT(locale, 'status')])
  const tabs: Tab[] = [
    ...(['consult', 'report'] as const).map((tab) => ({
      label: t(`tabs.${tab}`),
      to: { name: 'InformationCenter', params: { child: tab } } as const,
    })),
    { label: status('tab'), to: { name: 'InformationCenter', params: { child: 'status' } } },
  ]
  return (
    <>
      <TabBar tabs={tabs} label={t('tabsLabel')} locale={locale} />
      {children}
    </>
  )
}

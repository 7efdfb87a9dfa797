import type { ReactNode } from 'react'

import { TabBar } from '@/components/TabBar/TabBar.client'
import { getT } from '@/i18n/server'
import { pageLocale } from '@/lib/site/params'
import { localePath } from '@/lib/site/paths'

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
  const tabs = [
    ...(['consult', 'report'] as const).map((tab) => ({
      label: t(`tabs.${tab}`),
      href: localePath(locale, `/information-center/${tab}`),
    })),
    { label: status('tab'), href: localePath(locale, '/information-center/status') },
  ]
  return (
    <>
      <TabBar tabs={tabs} label={t('tabsLabel')} />
      {children}
    </>
  )
}

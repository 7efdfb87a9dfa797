import type { Locale } from '@/i18n/locales'
import { getT } from '@/i18n/server'
import { menu } from '@/lib/site/menu'

import { TabBar, type Tab } from './TabBar/TabBar.client'

/** The tab bar of one menu section (company, service, newsroom…), from the global menu's routes. */
export async function SectionTabs({ locale, section }: { locale: Locale; section: string }) {
  const t = await getT(locale)
  const item = menu.find((m) => m.key === section)
  if (!item?.children) return null
  const tabs: Tab[] = item.children.flatMap((child) =>
    child.to ? [{ label: t(`menu.${child.key}`), to: child.to }] : [],
  )
  return <TabBar tabs={tabs} label={t(`menu.${section}.title`)} locale={locale} />
}

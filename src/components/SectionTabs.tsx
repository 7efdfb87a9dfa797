import type { Locale } from '@/i18n/locales'
import { getT } from '@/i18n/server'
import { menu } from '@/lib/site/menu'
import { localePath } from '@/lib/site/paths'

import { TabBar } from './TabBar/TabBar.client'

/** The tab bar of one menu section (company, service, newsroom…), from the global menu. */
export async function SectionTabs({ locale, section }: { locale: Locale; section: string }) {
  const t = await getT(locale)
  const item = menu.find((m) => m.key === section)
  if (!item?.children) return null
  const tabs = item.children.map((child) => ({ label: t(`menu.${child.key}`), href: localePath(locale, child.path) }))
  return <TabBar tabs={tabs} label={t(`menu.${section}.title`)} />
}

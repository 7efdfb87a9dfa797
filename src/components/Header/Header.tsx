import type { Locale } from '@/i18n/locales'
import { getT } from '@/i18n/server'
import { menu } from '@/lib/site/menu'
import { localePath } from '@/lib/site/paths'

import { HeaderBar, type NavItem } from './HeaderBar.client'

/** Server part of the header: resolves menu labels and links, hands plain data to the bar. */
export async function Header({ locale }: { locale: Locale }) {
  const t = await getT(locale)
  const items: NavItem[] = menu.map((item) => ({
    label: t(`menu.${item.key}.title`),
    href: localePath(locale, item.path),
    children: (item.children ?? []).map((child) => ({
      label: t(`menu.${child.key}`),
      href: localePath(locale, child.path),
    })),
  }))
  return <HeaderBar locale={locale} items={items} homeHref={localePath(locale, '/')} />
}

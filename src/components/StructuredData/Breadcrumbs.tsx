import type { Locale } from '@/i18n/locales'
import { siteUrl } from '@/lib/site/seo'
import { breadcrumbLd, type Crumb } from '@/lib/structuredData/schemas'
import { breadcrumbTrail } from '@/lib/structuredData/site'

import { JsonLd } from './JsonLd'

type Props = {
  locale: Locale
  /** The page's entry in the global menu (src/lib/site/menu.ts), when it has one. */
  menuPath?: string
  /** Steps after it: a detail page's title, a category, a page outside the menu. */
  trail?: Crumb[]
}

/** The page's BreadcrumbList: Main, its menu section and entry, then `trail`. */
export async function Breadcrumbs({ locale, menuPath, trail }: Props) {
  const crumbs = await breadcrumbTrail(locale, menuPath, trail)
  return <JsonLd data={breadcrumbLd({ origin: siteUrl(), locale, crumbs })} />
}

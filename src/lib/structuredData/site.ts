import 'server-only'

import { type Locale, locales } from '../../i18n/locales'
import { getT } from '../../i18n/server'
import { getRelatedSites, getSiteSettings } from '../data/site'
import { menuPlace } from '../site/breadcrumbs'
import { siteUrl } from '../site/seo'
import { type Crumb, organizationLd } from './schemas'

/** Main's Organization from Site settings (names in both languages) and the footer's related sites. */
export async function organizationFor(locale: Locale) {
  const [settings, others, sites] = await Promise.all([
    getSiteSettings(locale),
    Promise.all(locales.filter((l) => l !== locale).map((l) => getSiteSettings(l))),
    getRelatedSites(locale),
  ])
  return organizationLd({
    origin: siteUrl(),
    locale,
    name: settings.companyName,
    alternateNames: others.map((o) => o.companyName),
    address: settings.address,
    email: settings.email,
    customerService: settings.customerService,
    sameAs: sites.map((site) => site.url),
  })
}

/**
 * The breadcrumb trail of a page: Main, then (for a page of the global menu at `menuPath`) its
 * section and its entry, then `trail` (a detail page's title, a category).
 */
export async function breadcrumbTrail(locale: Locale, menuPath?: string, trail: Crumb[] = []): Promise<Crumb[]> {
  const t = await getT(locale)
  const place = menuPath === undefined ? undefined : menuPlace(menuPath)
  if (menuPath !== undefined && !place) throw new Error(`${menuPath} is not a page of the global menu`)
  return [
    { name: t('brand.name'), path: '/' },
    ...(place
      ? [
          { name: t(`menu.${place.section.key}.title`), path: place.section.path },
          { name: t(`menu.${place.page.key}`), path: place.page.path },
        ]
      : []),
    ...trail,
  ]
}

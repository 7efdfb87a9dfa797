import type { Locale } from '@/i18n/locales'
import { getT } from '@/i18n/server'
import { siteUrl } from '@/lib/site/seo'
import { webSiteLd } from '@/lib/structuredData/schemas'
import { organizationFor } from '@/lib/structuredData/site'

import { JsonLd } from './JsonLd'

/** The company (Organization) behind the site, for Main. */
export async function OrganizationJsonLd({ locale }: { locale: Locale }) {
  return <JsonLd data={await organizationFor(locale)} />
}

/** The site in this language and its search (WebSite with a SearchAction on the newsroom search). */
export async function WebSiteJsonLd({ locale }: { locale: Locale }) {
  const t = await getT(locale)
  return <JsonLd data={webSiteLd({ origin: siteUrl(), locale, name: t('brand.name') })} />
}

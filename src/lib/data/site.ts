import type { Locale } from '../../i18n/locales'
import { cached } from '../cache/cached'
import { collectionTag, globalTag } from '../cache/tags'
import { getConnectionSites } from './connectionSites'
import { cachedUnlessPreviewing, readAs, type DraftViewer } from './draftViewer'
import { getPayloadClient } from './payload'

export type SiteSettings = {
  companyName: string
  businessRegistrationNumber: string
  ceo: string
  address: string
  email?: string | null
  customerService: { label: string; phone: string; hours: string }[]
  shareImage: string | null
  maintenanceMode: boolean
}

/** Company facts, customer-service lines and the maintenance switch, in a locale. */
export function getSiteSettings(locale: Locale): Promise<SiteSettings> {
  return cached(['site-settings', locale], [globalTag('site-settings')], async () => {
    const payload = await getPayloadClient()
    const doc = await payload.findGlobal({ slug: 'site-settings', locale, depth: 1, overrideAccess: false })
    const image = doc.defaultShareImage && typeof doc.defaultShareImage === 'object' ? doc.defaultShareImage : null
    return {
      companyName: doc.companyName,
      businessRegistrationNumber: doc.businessRegistrationNumber,
      ceo: doc.ceo,
      address: doc.address,
      email: doc.email,
      customerService: (doc.customerService ?? []).map(({ label, phone, hours }) => ({ label, phone, hours })),
      shareImage: image?.sizes?.share?.url ?? image?.url ?? null,
      maintenanceMode: Boolean(doc.maintenanceMode),
    }
  })
}

export type RelatedSite = { level: number; url: string; name: string }

/** The footer's related sites, levels 1 to 3, named in the locale. */
export function getRelatedSites(locale: Locale): Promise<RelatedSite[]> {
  return cached(['related-sites', locale], [collectionTag('connection-sites')], async () => {
    const levels = await Promise.all(([1, 2, 3] as const).map((level) => getConnectionSites(level)))
    return levels.flat().map((site) => ({
      level: site.level,
      url: site.url,
      name: locale === 'en' ? site.englishName : site.koreaName,
    }))
  })
}

export type HistoryYear = {
  year: number
  summary: string
  months: { month: number; goal: string; goalDetail: string }[]
}

/** The company timeline (History global), oldest year first, in a locale. */
export function getHistory(locale: Locale): Promise<HistoryYear[]> {
  // An editor previewing drafts sees the history's newest draft.
  return cachedUnlessPreviewing(['history', locale], [globalTag('history')], (viewer) => readHistory(locale, viewer))
}

async function readHistory(locale: Locale, viewer?: DraftViewer): Promise<HistoryYear[]> {
  const payload = await getPayloadClient()
  const doc = await payload.findGlobal({ slug: 'history', locale, depth: 0, ...readAs(viewer) })
  // A draft may leave a required field empty until it is published.
  return (doc.years ?? [])
    .filter((y) => typeof y.year === 'number')
    .map((y) => ({
      year: y.year,
      summary: y.summary ?? '',
      months: (y.months ?? [])
        .filter((m) => typeof m.month === 'number')
        .map((m) => ({ month: m.month, goal: m.goal ?? '', goalDetail: m.goalDetail ?? '' })),
    }))
    .sort((a, b) => a.year - b.year)
}

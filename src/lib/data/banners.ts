import type { Locale } from '../../i18n/locales'
import { collectionTag } from '../cache/tags'
import { cachedUnlessPreviewing, readAs, type DraftViewer } from './draftViewer'
import { getPayloadClient } from './payload'
import { isShownAt, toMainBanner } from './reshape'
import type { MainBanner } from './types'

/**
 * Every published banner whose window has not ended, in order, with its pictures: upcoming ones
 * too, so that Main, which picks the ones shown now as it renders (`mainBanners`), follows a window
 * that opens or closes on its next render, within the page's fallback time, without a write (the
 * cached list may be older than the page; a list filtered when it was read could be up to twice
 * that late). Tagged with the images too: a picture replaced or re-described changes the slides.
 */
export function getBanners(locale: Locale): Promise<MainBanner[]> {
  // An editor previewing drafts sees every banner's newest draft.
  return cachedUnlessPreviewing(['banners', locale], [collectionTag('banners'), collectionTag('images')], (viewer) =>
    readBanners(locale, viewer),
  )
}

async function readBanners(locale: Locale, viewer?: DraftViewer): Promise<MainBanner[]> {
  const payload = await getPayloadClient()
  const result = await payload.find({
    collection: 'banners',
    locale,
    where: {
      or: [{ displayUntil: { exists: false } }, { displayUntil: { greater_than: new Date().toISOString() } }],
    },
    sort: ['order', 'id'],
    pagination: false,
    depth: 1,
    ...readAs(viewer),
  })
  return result.docs.map((doc) => toMainBanner(doc, locale))
}

/** The slides Main shows now: published, in their display window, in order. */
export async function mainBanners(locale: Locale, now: Date = new Date()): Promise<MainBanner[]> {
  return (await getBanners(locale)).filter((banner) => isShownAt(banner, now))
}

import { getTranslation } from '@payloadcms/translations'
import type { CollectionSlug, ServerProps } from 'payload'

import { shareLang } from '../../components/Share/shareUrls'
import { contentSegment, type ContentType } from '../../lib/data/types'
import { viewOnSiteTexts as texts } from './texts'
import { ViewOnSiteLinks } from './ViewOnSiteLinks'

/** Each public type's page: the generic content route (SPEC §2), which forwards to the item's page. */
const contentTypeOf: Partial<Record<CollectionSlug, ContentType>> = {
  'press-releases': 'pressRelease',
  'fact-checks': 'fact',
  'media-reports': 'media',
  notices: 'notice',
  writings: 'writing',
}

type Props = ServerProps & { id?: number | string; collectionSlug?: CollectionSlug }

/**
 * "View on site" beside the save buttons: the document's public page in Korean and in English,
 * once visitors can see it (published and due, read as a visitor would; kept true after a save by
 * ViewOnSiteLinks). Banners link to Main.
 */
export async function ViewOnSite({ payload, i18n, id, collectionSlug }: Props) {
  if (!id || !collectionSlug) return null
  const type = contentTypeOf[collectionSlug]
  if (!type && collectionSlug !== 'banners') return null
  // As an anonymous visitor: only what the public may read has a page to show.
  const { totalDocs } = await payload.count({
    collection: collectionSlug,
    where: { id: { equals: id } },
    overrideAccess: false,
  })
  const href = (locale: 'ko' | 'en') =>
    type ? `/content/${contentSegment(type)}/${id}?lang=${shareLang(locale)}` : locale === 'en' ? '/en' : '/?lang=KR'
  return (
    <ViewOnSiteLinks
      initiallyPublic={totalDocs > 0}
      dated={Boolean(type)}
      heading={getTranslation(texts.label, i18n)}
      notPublic={getTranslation(texts.notPublic, i18n)}
      links={(['ko', 'en'] as const).map((locale) => ({
        locale,
        href: href(locale),
        label: getTranslation(texts[locale], i18n),
      }))}
    />
  )
}

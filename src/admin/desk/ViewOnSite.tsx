import { getTranslation } from '@payloadcms/translations'
import type { CollectionSlug, ServerProps } from 'payload'

import { shareLang } from '../../components/Share/shareUrls'
import { contentSegment, type ContentType } from '../../lib/data/types'
import { viewOnSiteTexts as texts } from './texts'

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
 * once visitors can see it (published and due, read as a visitor would). Banners link to Main.
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
  if (totalDocs === 0)
    return <span className="view-on-site view-on-site--hidden">{getTranslation(texts.notPublic, i18n)}</span>
  const href = (locale: 'ko' | 'en') =>
    type ? `/content/${contentSegment(type)}/${id}?lang=${shareLang(locale)}` : locale === 'en' ? '/en' : '/?lang=KR'
  return (
    <span className="view-on-site">
      {getTranslation(texts.label, i18n)}:{' '}
      {(['ko', 'en'] as const).map((locale, i) => (
        <span key={locale}>
          {i > 0 && ' · '}
          <a href={href(locale)} target="_blank" rel="noopener" lang={locale} data-locale={locale}>
            {getTranslation(texts[locale], i18n)}
          </a>
        </span>
      ))}
    </span>
  )
}

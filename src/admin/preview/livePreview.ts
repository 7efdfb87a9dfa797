import type { CollectionConfig, Config, GlobalConfig, PayloadRequest } from 'payload'

import { previewLink, previewPagePath, PREVIEW_COLLECTIONS, PREVIEW_GLOBALS } from '../../lib/preview/paths'
import { previewToken } from '../../lib/preview/token'
import { siteOrigin } from '../../lib/security/headers'
import { trustedProxies } from '../../lib/guards/config'

/**
 * The site's address as the editor's browser reaches it: SERVER_URL, or else the request's host
 * (and, behind a trusted proxy, its scheme). The live preview must be an absolute URL of the same
 * origin as the admin: Payload posts its messages to that origin, and the page answers only there.
 */
function originOf(req: PayloadRequest): string | undefined {
  const configured = siteOrigin()
  if (configured) return configured
  const host = req.headers.get('host')
  if (!host) return undefined
  const forwarded = trustedProxies() > 0 ? req.headers.get('x-forwarded-proto')?.split(',')[0]?.trim() : undefined
  return `${forwarded === 'https' ? 'https' : 'http'}://${host}`
}

/** The preview address of a document in a locale, or null when it has no page yet. */
function previewUrl(slug: string, doc: Record<string, unknown>, locale: string | undefined, req: PayloadRequest) {
  const page = previewPagePath(slug, doc, locale)
  const origin = originOf(req)
  return page && origin ? previewLink(origin, page, previewToken()) : null
}

/**
 * Payload's live preview beside the editor: the document's page, in the locale being
 * edited, at a phone's and a desktop's width, showing the saved draft through Next's draft mode
 * (src/app/api/preview). Each save refreshes it (src/components/Preview/DraftPreview.client.tsx).
 */
export const livePreview: NonNullable<NonNullable<Config['admin']>['livePreview']> = {
  collections: PREVIEW_COLLECTIONS,
  globals: PREVIEW_GLOBALS,
  // Payload takes one label for every admin language: the sizes themselves read the same in both.
  breakpoints: [
    { name: 'phone', label: '390 × 844', width: 390, height: 844 },
    { name: 'desktop', label: '1440 × 900', width: 1440, height: 900 },
  ],
  url: ({ data, collectionConfig, globalConfig, locale, req }) =>
    previewUrl(collectionConfig?.slug ?? globalConfig?.slug ?? '', data, locale?.code, req),
}

/**
 * The "Preview" button of each previewable collection or global: the same draft page, in a new
 * tab. Collections and globals take the same `admin.preview` function.
 */
export function withPreviewButton<T extends CollectionConfig | GlobalConfig>(entities: T[], slugs: string[]): T[] {
  return entities.map((entity) =>
    slugs.includes(entity.slug)
      ? {
          ...entity,
          admin: {
            ...entity.admin,
            preview: (doc: Record<string, unknown>, { locale, req }: { locale: string; req: PayloadRequest }) =>
              previewUrl(entity.slug, doc, locale, req),
          },
        }
      : entity,
  )
}

import type { CollectionConfig } from 'payload'

/** Collections whose documents have a public page ("view on site"). */
const PUBLIC_PAGES = new Set(['press-releases', 'fact-checks', 'media-reports', 'notices', 'writings', 'banners'])

/** Adds the "view on site" links beside the save buttons of each collection with public pages. */
export function withViewOnSite(collections: CollectionConfig[]): CollectionConfig[] {
  return collections.map((collection) =>
    PUBLIC_PAGES.has(collection.slug)
      ? {
          ...collection,
          admin: {
            ...collection.admin,
            components: {
              ...collection.admin?.components,
              edit: {
                ...collection.admin?.components?.edit,
                beforeDocumentControls: [
                  ...(collection.admin?.components?.edit?.beforeDocumentControls ?? []),
                  // Payload hands these components the document's id but not its collection.
                  { path: '/admin/desk/ViewOnSite#ViewOnSite', serverProps: { collectionSlug: collection.slug } },
                ],
              },
            },
          },
        }
      : collection,
  )
}

import type { CollectionConfig } from 'payload'

import { ConnectionSites } from './ConnectionSites'
import { Downloads } from './Downloads'
import { FactChecks } from './FactChecks'
import { Fonts } from './Fonts'
import { Images } from './Images'
import { Inquiries } from './Inquiries'
import { MediaReports } from './MediaReports'
import { MusicTracks } from './MusicTracks'
import { Notices } from './Notices'
import { Policies } from './Policies'
import { PressReleases } from './PressReleases'
import { Users } from './Users'
import { WritingCategories } from './WritingCategories'
import { Writings } from './Writings'
import { revalidateCollection, revalidateCollectionOnDelete } from './hooks/revalidate'

/** Public content expires the site's cache tags on every write (staff accounts and inquiries are not public). */
function withRevalidation(collection: CollectionConfig): CollectionConfig {
  if (collection.slug === 'users' || collection.slug === 'inquiries') return collection
  const hooks = collection.hooks ?? {}
  return {
    ...collection,
    hooks: {
      ...hooks,
      afterChange: [...(hooks.afterChange ?? []), revalidateCollection],
      afterDelete: [...(hooks.afterDelete ?? []), revalidateCollectionOnDelete],
    },
  }
}

// Ethics reports (compliance only) join this list in their own issue.
export const collections = [
  PressReleases,
  MediaReports,
  FactChecks,
  Notices,
  Writings,
  WritingCategories,
  Fonts,
  MusicTracks,
  ConnectionSites,
  Policies,
  Images,
  Downloads,
  Inquiries,
  Users,
].map(withRevalidation)

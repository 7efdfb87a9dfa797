import type { CollectionConfig } from 'payload'

import { ConnectionSites } from './ConnectionSites'
import { Downloads } from './Downloads'
import { EthicsReports } from './EthicsReports'
import { FactChecks } from './FactChecks'
import { Fonts } from './Fonts'
import { Images } from './Images'
import { Inquiries } from './Inquiries'
import { MediaReports } from './MediaReports'
import { MusicTracks } from './MusicTracks'
import { Notices } from './Notices'
import { Policies } from './Policies'
import { PressReleases } from './PressReleases'
import { ReportAuditLog } from './ReportAuditLog'
import { ReportMessages } from './ReportMessages'
import { Users } from './Users'
import { WritingCategories } from './WritingCategories'
import { Writings } from './Writings'
import { revalidateCollection, revalidateCollectionOnDelete } from './hooks/revalidate'

const notPublic = new Set(['users', 'inquiries', 'ethics-reports', 'report-messages', 'report-audit-log'])

/** Public content expires the site's cache tags on every write (staff accounts, inquiries and reports are not public). */
function withRevalidation(collection: CollectionConfig): CollectionConfig {
  if (notPublic.has(collection.slug)) return collection
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
  EthicsReports,
  ReportMessages,
  ReportAuditLog,
  Users,
].map(withRevalidation)

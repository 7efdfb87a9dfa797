import { s3Storage } from '@payloadcms/storage-s3'
import type { Access, CollectionConfig, Config, Plugin } from 'payload'

import { s3ClientConfig, s3Settings } from './settings'

const LIBRARIES = { images: { prefix: 'images' }, downloads: { prefix: 'downloads' } }

/**
 * A library's read rule for its file route that always yields a query, never a bare `true`.
 * Payload's file route hands the storage plugin the document only when the rule was a query; after
 * a bare `true` (any visitor for downloads, staff for images) the plugin looks the document up
 * itself with a REST find as the visitor, which the site refuses to anonymous visitors
 * (src/lib/restSurface/anonymous.ts), and the plugin answers 500. A query matching every row
 * costs the same one lookup, made by Payload's route with the rule already applied.
 */
const namingTheDocument =
  (rule: Access | undefined): Access =>
  async (args) => {
    const result = rule ? await rule(args) : Boolean(args.req.user)
    return args.isReadingStaticFile && result === true ? { id: { exists: true } } : result
  }

const withFileReadsByQuery = (config: Config): Config => ({
  ...config,
  collections: config.collections?.map((collection): CollectionConfig =>
    collection.slug in LIBRARIES
      ? { ...collection, access: { ...collection.access, read: namingTheDocument(collection.access?.read) } }
      : collection,
  ),
})

/**
 * The public libraries (`images`, `downloads`) in object storage when S3_BUCKET is set, through
 * @payloadcms/storage-s3; on local disk (their `staticDir`) otherwise.
 *
 * - Always applied, enabled or not (`alwaysInsertFields`): the plugin adds columns (`prefix`,
 *   `_objectKey`, migration 20261126_081838_object_storage), and the schema must not depend on
 *   where the files are.
 * - Files are still served through Payload's `/api/<library>/file/*` route, which runs the
 *   library's read rule (an embargoed image stays private) and `modifyResponseHeaders` before the
 *   plugin streams the object: no public bucket URL and no signed redirect is ever handed out.
 * - No client uploads: the browser never writes to the bucket, so every file passes
 *   src/collections/uploadChecks.ts first.
 */
export function objectStoragePlugin(): Plugin {
  const settings = s3Settings()
  const storage = s3Storage({
    enabled: Boolean(settings),
    alwaysInsertFields: true,
    bucket: settings?.bucket ?? '',
    config: settings ? s3ClientConfig(settings) : {},
    // One bucket, a folder per library: a picture and a download may share a name.
    collections: LIBRARIES,
  })
  return (config) => storage(settings ? withFileReadsByQuery(config) : config)
}

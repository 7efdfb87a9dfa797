import type { CollectionConfig, Field } from 'payload'

import type { QueryableFields } from './queryFields'

/**
 * The fields of a collection staff lists may sort and filter by, read from its config, so that a
 * new indexed field is allowed without a second list to keep in step. A field counts when its
 * column has an index: `index` or `unique` fields, single relationships and uploads (Payload indexes
 * their column), the id, the timestamps and `_status` (indexed by Payload's migrations, in the
 * collection's table and in its versions' table alike). Besides those, the admin's own search:
 * its `useAsTitle` and `listSearchableFields`, which the admin queries with `like` (at 100,000
 * articles a title search is a scan of the titles, still well within the statement time).
 */
export function queryableFields(collection: Pick<CollectionConfig, 'admin' | 'fields' | 'versions'>): QueryableFields {
  const allowed = new Set(['id', 'createdAt', 'updatedAt'])
  const richText = new Set<string>()
  const drafts = typeof collection.versions === 'object' && Boolean(collection.versions.drafts)
  if (drafts) allowed.add('_status')
  if (collection.admin?.useAsTitle) allowed.add(collection.admin.useAsTitle)
  for (const name of collection.admin?.listSearchableFields ?? []) allowed.add(name)
  collect(collection.fields, '', allowed, richText)
  return { allowed, richText }
}

/** Walks fields into `allowed` and `richText`, by their query path (a named group or tab is a prefix). */
function collect(fields: Field[], prefix: string, allowed: Set<string>, richText: Set<string>): void {
  for (const field of fields) {
    if (field.type === 'tabs') {
      for (const tab of field.tabs)
        collect(tab.fields, 'name' in tab && tab.name ? `${prefix}${tab.name}.` : prefix, allowed, richText)
      continue
    }
    if (field.type === 'row' || field.type === 'collapsible') {
      collect(field.fields, prefix, allowed, richText)
      continue
    }
    if (field.type === 'group') {
      collect(field.fields, 'name' in field && field.name ? `${prefix}${field.name}.` : prefix, allowed, richText)
      continue
    }
    if (!('name' in field) || !field.name) continue
    const path = `${prefix}${field.name}`
    if (field.type === 'richText') richText.add(path)
    if (isIndexed(field)) allowed.add(path)
  }
}

function isIndexed(field: Field): boolean {
  if (('index' in field && field.index) || ('unique' in field && field.unique)) return true
  // Arrays and blocks keep their rows in tables of their own: no index for a list to use.
  if (field.type === 'relationship' || field.type === 'upload')
    return !field.hasMany && typeof field.relationTo === 'string'
  return false
}

/** What a versions table keeps of its own (all indexed by Payload's migrations) beside the version's fields. */
const VERSION_COLUMNS = ['id', 'parent', 'latest', 'createdAt', 'updatedAt', 'snapshot', 'publishedLocale', 'autosave']

/**
 * The fields a collection's versions (`/api/<slug>/versions`) may be sorted and filtered by: the
 * versions table's own columns, and the document's allowed fields under `version.` (its versions
 * table indexes the same columns as the documents' table).
 */
export function versionFields(fields: QueryableFields): QueryableFields {
  const under = (names: ReadonlySet<string>) => [...names].map((name) => `version.${name}`)
  return {
    allowed: new Set([...VERSION_COLUMNS, ...under(fields.allowed)]),
    richText: new Set(under(fields.richText)),
  }
}

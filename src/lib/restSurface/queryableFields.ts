import type { CollectionConfig, Field } from 'payload'

import type { QueryableFields } from './queryFields'

/**
 * The fields of a collection staff lists may sort and filter by, read from its config, so that a
 * new indexed field is allowed without a second list to keep in step. A field counts when its
 * column has an index: `index` or `unique` fields, single relationships and uploads (Payload indexes
 * their column), the id, the timestamps and `_status` (indexed by Payload's migrations, in the
 * collection's table and in its versions' table alike). Besides those, the admin's own search:
 * its `useAsTitle` and `listSearchableFields`, which the admin queries with `like` (the titles
 * have trigram indexes, one per locale: migration 20261128_030000_title_search_by_locale), and
 * the fields other collections' relationship pickers filter it by (`pickerFilters`, see
 * pickerFilterFields: the admin sends them, and the collections they filter are small).
 */
export function queryableFields(
  collection: Pick<CollectionConfig, 'admin' | 'fields' | 'versions'>,
  pickerFilters: Iterable<string> = [],
): QueryableFields {
  const allowed = new Set(['id', 'createdAt', 'updatedAt', ...pickerFilters])
  const richText = new Set<string>()
  const drafts = typeof collection.versions === 'object' && Boolean(collection.versions.drafts)
  if (drafts) allowed.add('_status')
  if (collection.admin?.useAsTitle) allowed.add(collection.admin.useAsTitle)
  for (const name of collection.admin?.listSearchableFields ?? []) allowed.add(name)
  collect(collection.fields, '', allowed, richText)
  return { allowed, richText }
}

type Named = Extract<Field, { name: string }>

/** Calls `visit` with every named field and its query path (a named group or tab is a prefix; rows, collapsibles and unnamed tabs are not). */
function eachField(fields: Field[], prefix: string, visit: (field: Named, path: string) => void): void {
  for (const field of fields) {
    if (field.type === 'tabs') {
      for (const tab of field.tabs)
        eachField(tab.fields, 'name' in tab && tab.name ? `${prefix}${tab.name}.` : prefix, visit)
      continue
    }
    if (field.type === 'row' || field.type === 'collapsible') {
      eachField(field.fields, prefix, visit)
      continue
    }
    if (field.type === 'group') {
      eachField(field.fields, 'name' in field && field.name ? `${prefix}${field.name}.` : prefix, visit)
      continue
    }
    if ('name' in field && field.name) visit(field as Named, `${prefix}${field.name}`)
  }
}

/** Walks fields into `allowed` and `richText`, by their query path. */
function collect(fields: Field[], prefix: string, allowed: Set<string>, richText: Set<string>): void {
  eachField(fields, prefix, (field, path) => {
    if (field.type === 'richText') richText.add(path)
    if (isIndexed(field)) allowed.add(path)
  })
}

/**
 * The admin's filter builder offers only the fields a list may be filtered by: any other field
 * would be refused (adminListRead) and leave the staff member an empty list without a reason.
 * Marks the others `disableListFilter` (Payload's own switch), in place, on the built config.
 */
export function hideUnqueryableFilters(fields: Field[], queryable: QueryableFields): void {
  eachField(fields, '', (field, path) => {
    if (queryable.allowed.has(path) || field.type === 'ui') return
    field.admin = { ...field.admin, disableListFilter: true } as typeof field.admin
  })
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

type Fielded = { fields?: Field[]; tabs?: { fields: Field[] }[]; blocks?: { fields: Field[] }[] }

/**
 * Per collection, the fields the relationship pickers of any collection filter it by: a field's
 * `filterOptions` written as a `where` (Inquiries' assignee picker lists users by `role`). Those the
 * admin sends with each picker request, so the collection they point to allows them. Filters
 * computed by a function are not known here.
 */
export function pickerFilterFields(collections: Pick<CollectionConfig, 'fields'>[]): Map<string, Set<string>> {
  const found = new Map<string, Set<string>>()
  const visit = (fields: Field[]) => {
    for (const field of fields) {
      const nested = field as Fielded
      if (nested.fields) visit(nested.fields)
      for (const tab of nested.tabs ?? []) visit(tab.fields)
      for (const block of nested.blocks ?? []) visit(block.fields)
      if (field.type !== 'relationship' && field.type !== 'upload') continue
      const filter = field.filterOptions
      if (!filter || typeof filter !== 'object') continue
      for (const target of Array.isArray(field.relationTo) ? field.relationTo : [field.relationTo]) {
        const names = found.get(target) ?? new Set<string>()
        whereFields(filter as Record<string, unknown>, names)
        found.set(target, names)
      }
    }
  }
  for (const collection of collections) visit(collection.fields)
  return found
}

/** The field names a `where` names, through its `and`/`or`. */
function whereFields(where: Record<string, unknown>, into: Set<string>): void {
  for (const [key, value] of Object.entries(where)) {
    if ((key === 'and' || key === 'or') && Array.isArray(value)) {
      for (const branch of value) if (branch && typeof branch === 'object') whereFields(branch, into)
    } else into.add(key)
  }
}

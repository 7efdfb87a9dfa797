import { getTranslation } from '@payloadcms/translations'
import {
  ValidationError,
  type CollectionBeforeChangeHook,
  type CollectionConfig,
  type Field,
  type StaticLabel,
} from 'payload'

type Limited = { path: string; label: StaticLabel; maxLength: number }

/**
 * The text fields with a maximum length, with their paths in the document's data: named groups
 * nest, rows, collapsibles and unnamed tabs do not (arrays and blocks are left to publishing).
 */
function limitedFields(fields: Field[], prefix = ''): Limited[] {
  return fields.flatMap((field): Limited[] => {
    if ((field.type === 'text' || field.type === 'textarea') && field.maxLength)
      return [
        {
          path: `${prefix}${field.name}`,
          label:
            typeof field.label === 'string' || (field.label && typeof field.label === 'object')
              ? field.label
              : field.name,
          maxLength: field.maxLength,
        },
      ]
    if (field.type === 'group')
      return 'name' in field && field.name
        ? limitedFields(field.fields, `${prefix}${field.name}.`)
        : limitedFields(field.fields, prefix)
    if (field.type === 'row' || field.type === 'collapsible') return limitedFields(field.fields, prefix)
    if (field.type === 'tabs')
      return field.tabs.flatMap((tab) =>
        'name' in tab && tab.name
          ? limitedFields(tab.fields, `${prefix}${tab.name}.`)
          : limitedFields(tab.fields, prefix),
      )
    return []
  })
}

const valueAt = (data: unknown, path: string): unknown =>
  path
    .split('.')
    .reduce<unknown>(
      (node, key) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined),
      data,
    )

/**
 * Payload validates no field of a draft, so a 310-character title was saved as one and failed
 * only at publishing. A draft is held to the fields' lengths (nothing else: a draft may still be
 * incomplete), with Payload's own message under each field.
 */
export const limitDraftLengths =
  (collection: CollectionConfig): CollectionBeforeChangeHook =>
  ({ data, req }) => {
    const errors = limitedFields(collection.fields)
      .map((field) => ({ field, value: valueAt(data, field.path) }))
      .filter(({ field, value }) => typeof value === 'string' && value.length > field.maxLength)
      .map(({ field }) => ({
        path: field.path,
        // As Payload's own validation names it: the label in the editor's language.
        label: getTranslation(field.label, req.i18n),
        message: req.t('validation:shorterThanMax', { maxLength: field.maxLength }),
      }))
    if (errors.length) throw new ValidationError({ collection: collection.slug, errors }, req.t)
    return data
  }

/** Every collection with drafts checks their lengths first (limitDraftLengths). */
export const withDraftLimits = (collection: CollectionConfig): CollectionConfig =>
  collection.versions && typeof collection.versions === 'object' && collection.versions.drafts
    ? {
        ...collection,
        hooks: {
          ...collection.hooks,
          beforeChange: [limitDraftLengths(collection), ...(collection.hooks?.beforeChange ?? [])],
        },
      }
    : collection

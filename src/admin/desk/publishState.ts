import type { Config, SanitizedConfig } from 'payload'

/**
 * Shows a scheduled item as scheduled in the lists: the status column of every collection with a
 * publish date gets the cell of src/admin/desk/PublishStateCell.tsx. Payload adds `_status` itself
 * when it sanitizes the config (declaring it in a collection would merge its options twice), so the
 * cell is set on the sanitized field.
 */
export function withPublishStateCells<T extends SanitizedConfig | Config>(config: T): T {
  for (const collection of config.collections ?? []) {
    const dated = collection.fields.some((field) => 'name' in field && field.name === 'publishDate')
    const status = collection.fields.find((field) => 'name' in field && field.name === '_status')
    if (!dated || !status || status.type !== 'select') continue
    status.admin = {
      ...status.admin,
      components: { ...status.admin?.components, Cell: '/admin/desk/PublishStateCell#PublishStateCell' },
    }
  }
  return config
}

/** UI string namespaces; each is one JSON file per language under i18n/locales/<lng>/. */
export const namespaces = [
  'common',
  'home',
  'company',
  'service',
  'newsroom',
  'sustainability',
  'together',
  'library',
  'question',
  'info',
  'notice',
  'place',
  'policy',
  'forms',
  'status',
] as const
export type Namespace = (typeof namespaces)[number]
export const defaultNamespace: Namespace = 'common'

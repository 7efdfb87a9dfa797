import type { Field } from 'payload'

/** Shared by the quick filters above the inbox and reports lists. */

export type Option = { value: string; label: Record<string, string> | string }

/** The options of a select field of the collection, in their order. */
export const optionsOf = (fields: Field[], name: string): Option[] => {
  const field = fields.find((f) => 'name' in f && f.name === name)
  return field && field.type === 'select' ? (field.options as Option[]) : []
}

/** The value a `where[<name>][equals]=…` query filters on, parsed by Next or not. */
export function activeFilter(searchParams: Record<string, unknown> | undefined, name: string): string | undefined {
  const raw = searchParams?.[`where[${name}][equals]`]
  if (typeof raw === 'string') return raw
  const where = searchParams?.where
  const filter = where && typeof where === 'object' ? (where as Record<string, unknown>)[name] : undefined
  const equals = filter && typeof filter === 'object' ? (filter as Record<string, unknown>).equals : undefined
  return typeof equals === 'string' ? equals : undefined
}

/** A filter link: the active one is marked for screen readers and shows bold and underlined. */
export const filterLinkProps = (active: boolean) => ({
  'aria-current': active ? ('page' as const) : undefined,
  style: { fontWeight: active ? 700 : 400, textDecoration: active ? 'underline' : 'none' },
})

export const filterNavStyle = {
  display: 'flex',
  flexWrap: 'wrap',
  gap: 'calc(var(--base) / 2) calc(var(--base) * 1.5)',
  marginBottom: 'var(--base)',
} as const
export const filterGroupStyle = { display: 'inline-flex', flexWrap: 'wrap', gap: 'var(--base)' } as const

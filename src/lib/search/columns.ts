import { locales, type Locale } from '../../i18n/locales'

/** What a search column holds: the title alone, or title, summary/subtitle and body text. */
export const searchFields = ['title', 'text'] as const
export type SearchField = (typeof searchFields)[number]
export type SearchColumn = `${SearchField}${Capitalize<Locale>}`

/** The plain column of the `search` group that holds `field` in `locale`: `titleKo`, `textEn`, … */
export const searchColumn = (field: SearchField, locale: Locale): SearchColumn =>
  `${field}${locale.charAt(0).toUpperCase()}${locale.slice(1)}` as SearchColumn

/** Every search column, field by field and locale by locale (the order of the database columns). */
export const searchColumns: SearchColumn[] = searchFields.flatMap((field) =>
  locales.map((locale) => searchColumn(field, locale)),
)

import { describe, expect, it } from 'vitest'

import { searchField } from '../../collections/fields'
import { searchColumn } from '@/lib/search/columns'

describe('search columns', () => {
  it('are named by field and locale, as the database columns are', () => {
    expect(searchColumn('title', 'ko')).toBe('titleKo')
    expect(searchColumn('title', 'en')).toBe('titleEn')
    expect(searchColumn('text', 'ko')).toBe('textKo')
    expect(searchColumn('text', 'en')).toBe('textEn')
  })

  it('make the search group of the collections, in the order of the migration', () => {
    const group = searchField() as { fields: { name: string }[] }
    expect(group.fields.map((field) => field.name)).toEqual(['titleKo', 'titleEn', 'textKo', 'textEn'])
  })
})

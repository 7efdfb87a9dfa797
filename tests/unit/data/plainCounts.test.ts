import { and, eq } from '@payloadcms/db-postgres/drizzle'
import { integer, pgTable, varchar } from '@payloadcms/db-postgres/drizzle/pg-core'
import { describe, expect, it } from 'vitest'

import { isOneLocaleJoin } from '@/lib/restSurface/plainCounts'

/** Tables shaped as Payload builds them: a list, its locale rows, and an array's rows. */
const list = pgTable('press_releases', { id: integer('id') })
const locales = pgTable('press_releases_locales', {
  _parentID: integer('_parent_id'),
  _locale: varchar('_locale'),
  title: varchar('title'),
})
const rows = pgTable('press_releases_links', { _parentID: integer('_parent_id'), _locale: varchar('_locale') })

describe('isOneLocaleJoin', () => {
  it("is true of the list's locale rows in one locale, which repeat no document", () => {
    const condition = and(eq(list.id, locales._parentID), eq(locales._locale, 'en'))!
    expect(isOneLocaleJoin('press_releases', { condition, table: locales })).toBe(true)
    expect(isOneLocaleJoin('press_releases', { type: 'leftJoin', condition, table: locales })).toBe(true)
  })

  it('is false of every locale at once, of other tables and joins, where a document can repeat or go', () => {
    // `locale=all`: one row per locale.
    expect(isOneLocaleJoin('press_releases', { condition: eq(list.id, locales._parentID), table: locales })).toBe(false)
    const byLocale = and(eq(list.id, rows._parentID), eq(rows._locale, 'en'))!
    expect(isOneLocaleJoin('press_releases', { condition: byLocale, table: rows })).toBe(false)
    const condition = and(eq(list.id, locales._parentID), eq(locales._locale, 'en'))!
    expect(isOneLocaleJoin('press_releases', { type: 'rightJoin', condition, table: locales })).toBe(false)
    expect(isOneLocaleJoin('notices', { condition, table: locales })).toBe(false)
    const more = and(eq(list.id, locales._parentID), eq(locales._locale, 'en'), eq(locales.title, 'x'))!
    expect(isOneLocaleJoin('press_releases', { condition: more, table: locales })).toBe(false)
  })
})

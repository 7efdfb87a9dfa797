import { type SQL } from '@payloadcms/db-postgres/drizzle'
import { integer, PgDialect, pgTable, timestamp, varchar } from '@payloadcms/db-postgres/drizzle/pg-core'
import { describe, expect, it } from 'vitest'

import { listOrder } from '@/lib/restSurface/listOrder'

/** Tables keyed as Payload builds them: field paths (`.` as `_`) to columns in snake case. */
const list = pgTable('press_releases', {
  id: integer('id'),
  publishDate: timestamp('publish_date'),
  _status: varchar('_status'),
  thumbnail: integer('thumbnail_id'),
  createdAt: timestamp('created_at'),
})
const versions = pgTable('_press_releases_v', {
  id: integer('id'),
  parent: integer('parent_id'),
  version_publishDate: timestamp('version_publish_date'),
  version__status: varchar('version__status'),
  createdAt: timestamp('created_at'),
})
const noDates = pgTable('tags', { id: integer('id'), name: varchar('name') })

const dialect = new PgDialect()
const text = (order: { sql: SQL } | null) => (order ? dialect.sqlToQuery(order.sql).sql : null)

describe('listOrder', () => {
  it("is Payload's order: each sort path, then the newest first when the sort does not name it", () => {
    expect(text(listOrder(list, '_status'))).toBe('p."_status" asc, p."created_at" desc')
    expect(text(listOrder(list, ['-publishDate', 'thumbnail']))).toBe(
      'p."publish_date" desc, p."thumbnail_id" asc, p."created_at" desc',
    )
    expect(text(listOrder(list, 'createdAt'))).toBe('p."created_at" asc')
    expect(text(listOrder(list, undefined))).toBe('p."created_at" desc')
    expect(text(listOrder(noDates, 'name'))).toBe('p."name" asc, p."id" desc')
  })

  it("reads a draft list's sort on its versions' columns", () => {
    expect(text(listOrder(versions, ['-version._status']))).toBe('p."version__status" desc, p."created_at" desc')
    expect(text(listOrder(versions, 'parent'))).toBe('p."parent_id" asc, p."created_at" desc')
    expect(listOrder(versions, '-version._status')?.first).toBe('version__status')
  })

  it('is null for a path that is not a column of the table (Payload joins for it) and for a sort it cannot read', () => {
    expect(listOrder(list, 'title')).toBeNull()
    expect(listOrder(list, ['-publishDate', 'thumbnail.alt'])).toBeNull()
    expect(listOrder(list, [''])).toBeNull()
    expect(listOrder(list, { publishDate: 'asc' })).toBeNull()
    expect(listOrder(undefined, '_status')).toBeNull()
  })
})

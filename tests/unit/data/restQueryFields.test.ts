import type { Field } from 'payload'
import { describe, expect, it } from 'vitest'

import { collections } from '@/collections'
import { PressReleases } from '@/collections/PressReleases'
import {
  emptyPage,
  isLimitedPage,
  isPastLastPage,
  mayBePastLastPage,
  withEmptyPagesPastTheEnd,
} from '@/lib/restSurface/pastLastPage'
import {
  hideUnqueryableFilters,
  pickerFilterFields,
  queryableFields,
  versionFields,
} from '@/lib/restSurface/queryableFields'
import { allowedSort, checkSort, checkWhere, refusedSortFields } from '@/lib/restSurface/queryFields'
import { RestQueryError } from '@/lib/restSurface/readLimits'

const pressReleases = queryableFields(PressReleases)

describe('queryableFields', () => {
  it('allows the indexed fields of press releases and the admin title, not the rest', () => {
    expect([...pressReleases.allowed].sort()).toEqual(
      ['_status', 'createdAt', 'id', 'publishDate', 'share.image', 'thumbnail', 'title', 'updatedAt'].sort(),
    )
    expect([...pressReleases.richText]).toEqual(['body'])
  })

  it('reads indexes through rows, named groups and tabs, and leaves hasMany and arrays out', () => {
    const fields = queryableFields({
      admin: { listSearchableFields: ['email'] },
      fields: [
        { type: 'row', fields: [{ name: 'code', type: 'text', unique: true }] },
        { name: 'meta', type: 'group', fields: [{ name: 'rank', type: 'number', index: true }] },
        { type: 'tabs', tabs: [{ name: 'seo', fields: [{ name: 'slug', type: 'text', index: true }] }] },
        { name: 'tags', type: 'relationship', relationTo: 'images', hasMany: true },
        { name: 'rows', type: 'array', fields: [{ name: 'x', type: 'text', index: true }] },
        { name: 'note', type: 'textarea' },
      ],
    })
    expect([...fields.allowed].sort()).toEqual([
      'code',
      'createdAt',
      'email',
      'id',
      'meta.rank',
      'seo.slug',
      'updatedAt',
    ])
  })
})

describe('hideUnqueryableFilters', () => {
  it("leaves the admin's filter builder only the fields a list may be filtered by", () => {
    const fields: Field[] = [
      { name: 'title', type: 'text', index: true },
      { name: 'subtitle', type: 'text', admin: { description: 'kept' } },
      {
        name: 'meta',
        type: 'group',
        fields: [
          { name: 'rank', type: 'number', index: true },
          { name: 'note', type: 'text' },
        ],
      },
    ]
    hideUnqueryableFilters(fields, queryableFields({ fields }))
    const filterable = (field: Field) =>
      !(field.admin as { disableListFilter?: boolean } | undefined)?.disableListFilter
    const [title, subtitle, meta] = fields as [Field, Field, Extract<Field, { type: 'group' }>]
    expect(filterable(title)).toBe(true)
    expect(filterable(subtitle)).toBe(false)
    expect(subtitle.admin).toMatchObject({ description: 'kept' })
    expect(meta.fields.map(filterable)).toEqual([true, false])
  })
})

describe('pickerFilterFields', () => {
  it("allows what the admin's relationship pickers filter by: staff by role for the assignee pickers", () => {
    const filters = pickerFilterFields(collections)
    expect([...(filters.get('users') ?? [])]).toEqual(['role'])
    const users = collections.find((c) => c.slug === 'users')!
    expect(queryableFields(users).allowed.has('role')).toBe(false)
    expect(queryableFields(users, filters.get('users')).allowed.has('role')).toBe(true)
  })

  it('reads them through nested fields and and/or', () => {
    const filters = pickerFilterFields([
      {
        fields: [
          {
            name: 'rows',
            type: 'array',
            fields: [
              {
                name: 'who',
                type: 'relationship',
                relationTo: ['users', 'images'],
                filterOptions: { or: [{ role: { equals: 'x' } }, { and: [{ team: { exists: true } }] }] },
              },
            ],
          },
        ],
      },
    ])
    expect([...filters.get('users')!].sort()).toEqual(['role', 'team'])
    expect([...filters.get('images')!].sort()).toEqual(['role', 'team'])
  })
})

describe('versionFields', () => {
  it("allows the versions table's own columns and the document's allowed fields under version.", () => {
    const versions = versionFields(pressReleases)
    for (const where of [
      { parent: { equals: 1 } },
      { and: [{ latest: { equals: true } }, { 'version._status': { equals: 'published' } }] },
      { 'version.title': { like: 'x' } },
    ])
      expect(() => checkWhere(where, versions)).not.toThrow()
    expect(() => checkSort('-updatedAt', versions)).not.toThrow()
    expect(() => checkSort('-version.publishDate', versions)).not.toThrow()
    expect(() => checkSort('version.subtitle', versions)).toThrow('`version.subtitle`')
    expect(() => checkWhere({ 'version.body': { like: 'x' } }, versions)).toThrow('`version.body` is rich text')
    expect(() => checkWhere({ title: { equals: 'x' } }, versions)).toThrow('Filtering by `title`')
  })
})

describe('checkSort', () => {
  it.each(['-publishDate', 'publishDate', 'title', '-updatedAt,id', ['-publishDate', 'id'], undefined])(
    'allows %o',
    (sort) => expect(() => checkSort(sort, pressReleases)).not.toThrow(),
  )

  it.each([
    ['body', 'body'],
    ['-subtitle', 'subtitle'],
    ['-publishDate,source', 'source'],
  ])('refuses %s, naming %s and the allowed fields', (sort, field) => {
    expect(() => checkSort(sort, pressReleases)).toThrow(RestQueryError)
    expect(() => checkSort(sort, pressReleases)).toThrow(`Sorting by \`${field}\` is not allowed`)
    expect(() => checkSort(sort, pressReleases)).toThrow(/one of: _status, createdAt, id, publishDate/)
  })

  it('keeps only the allowed parts of a sort for the admin list', () => {
    expect(refusedSortFields('-subtitle,-publishDate', pressReleases)).toEqual(['subtitle'])
    expect(allowedSort('-subtitle,-publishDate', pressReleases)).toBe('-publishDate')
    expect(allowedSort('body', pressReleases)).toBeUndefined()
  })
})

describe('checkWhere', () => {
  it('allows conditions on indexed fields and the title, however nested', () => {
    const where = {
      and: [
        { title: { like: 'x' } },
        { or: [{ _status: { equals: 'draft' } }, { publishDate: { less_than: 'now' } }] },
      ],
    }
    expect(() => checkWhere(where, pressReleases)).not.toThrow()
  })

  it('refuses a text search on rich text with a message of its own', () => {
    expect(() => checkWhere({ body: { like: 'x' } }, pressReleases)).toThrow(
      /`body` is rich text: `like` cannot search it\. Filter by one of: .*publishDate/,
    )
    expect(() => checkWhere({ or: [{ body: { contains: 'x' } }] }, pressReleases)).toThrow(/`contains` cannot search/)
  })

  it('refuses other conditions on fields without an index, nested ones too', () => {
    expect(() => checkWhere({ body: { equals: 'x' } }, pressReleases)).toThrow('Filtering by `body` is not allowed')
    expect(() =>
      checkWhere({ and: [{ title: { like: 'x' } }, { subtitle: { exists: true } }] }, pressReleases),
    ).toThrow('Filtering by `subtitle` is not allowed')
    expect(() => checkWhere({ 'thumbnail.alt': { equals: 'x' } }, pressReleases)).toThrow('`thumbnail.alt`')
  })
})

describe('pages past the last', () => {
  it('counts first only for a later page of a paginated, limited read', () => {
    expect(mayBePastLastPage({ limit: 10, page: 2 })).toBe(true)
    expect(mayBePastLastPage({ limit: 10, page: 1 })).toBe(false)
    expect(mayBePastLastPage({ limit: 10 })).toBe(false)
    expect(mayBePastLastPage({ limit: 0, page: 5 })).toBe(false)
    expect(mayBePastLastPage({ limit: 10, page: 5, pagination: false })).toBe(false)
  })

  it('knows the page after the last document, and answers it empty with the real count', () => {
    expect(isPastLastPage(5, 10, 41)).toBe(false)
    expect(isPastLastPage(5, 10, 40)).toBe(true)
    expect(isPastLastPage(999999, 10, 100_044)).toBe(true)
    expect(emptyPage(999999, 10, 100_044)).toEqual({
      docs: [],
      hasNextPage: false,
      hasPrevPage: true,
      limit: 10,
      nextPage: null,
      page: 999999,
      pagingCounter: 9999981,
      prevPage: 999998,
      totalDocs: 100_044,
      totalPages: 10005,
    })
  })

  it('reads every staff page by its ids first, then only its rows, and answers the same page', async () => {
    // An adapter over 1,000 documents in a fixed order, which records what it was asked.
    const all = Array.from({ length: 1000 }, (_, i) => ({ id: 1000 - i, title: `t${1000 - i}` }))
    const asked: Record<string, unknown>[] = []
    type In = { in: number[] }
    type Args = {
      page?: number
      limit?: number
      pagination?: boolean
      select?: object
      where?: { id?: In; parent?: In }
    }
    const read = async (args: Args) => {
      asked.push(args)
      // Documents are named by `id`; the versions queryDrafts reads, by `parent`.
      const named = args.where?.id ?? args.where?.parent
      const matching = named ? all.filter((d) => named.in.includes(d.id)) : all
      const limit = args.limit ?? 10
      const page = args.page ?? 1
      const docs = matching.slice((page - 1) * limit, page * limit)
      return {
        docs: args.select ? docs.map((d) => ({ id: d.id })) : docs,
        totalDocs: matching.length,
        page,
        limit,
      }
    }
    let counts = 0
    const count = async () => {
      counts++
      return { totalDocs: all.length }
    }
    const adapter = withEmptyPagesPastTheEnd({
      find: read,
      queryDrafts: read,
      count,
      countVersions: count,
    }) as unknown as { find: (args: object) => Promise<{ docs: unknown[]; page: number; totalDocs: number }> }
    const staff = { user: { id: 1 } }
    const page = 80
    expect(isLimitedPage({ page, limit: 10 })).toBe(true)
    expect(isLimitedPage({ page, limit: 10, pagination: false })).toBe(false)
    expect(isLimitedPage({ page })).toBe(false)
    const answer = await adapter.find({ collection: 'x', req: staff, page, limit: 10 })
    expect(answer).toEqual({
      docs: all.slice((page - 1) * 10, page * 10),
      hasNextPage: true,
      hasPrevPage: true,
      limit: 10,
      nextPage: page + 1,
      page,
      pagingCounter: (page - 1) * 10 + 1,
      prevPage: page - 1,
      totalDocs: 1000,
      totalPages: 100,
    })
    // Counted once, before: neither the ids' read nor the rows' counts again.
    expect(asked.map((a) => a.pagination)).toEqual([false, false])
    expect(asked.map((a) => [a.select ?? null, a.where ?? null, a.page])).toEqual([
      [{ id: true }, null, page],
      [null, { id: { in: all.slice((page - 1) * 10, page * 10).map((d) => d.id) } }, 1],
    ])
    // The admin's draft lists name a document by its versions' `parent`.
    asked.length = 0
    const drafts = await (adapter as unknown as { queryDrafts: typeof adapter.find }).queryDrafts({
      collection: 'x',
      req: staff,
      page,
      limit: 10,
    })
    expect(drafts.docs).toEqual(all.slice((page - 1) * 10, page * 10))
    expect(asked.map((a) => [a.select ?? null, a.where ?? null])).toEqual([
      [{ parent: true }, null],
      [null, { parent: { in: all.slice((page - 1) * 10, page * 10).map((d) => d.id) } }],
    ])
    // The first page: its ids with Payload's own count, then its rows; nothing counted before.
    asked.length = 0
    const first = await adapter.find({ collection: 'x', req: staff, page: 1, limit: 10 })
    expect(first).toMatchObject({ docs: all.slice(0, 10), page: 1, totalDocs: 1000 })
    expect(asked.map((a) => [a.select ?? null, a.pagination ?? null])).toEqual([
      [{ id: true }, null],
      [null, false],
    ])
    // A count made already above (by the title indexes' wrapper) is not made again, on any page,
    // and is not passed on to Payload.
    for (const known of [1, page]) {
      asked.length = 0
      counts = 0
      const told = await adapter.find({ collection: 'x', req: staff, page: known, limit: 10, knownTotalDocs: 1000 })
      expect(told).toMatchObject({ docs: all.slice((known - 1) * 10, known * 10), page: known, totalDocs: 1000 })
      expect(counts).toBe(0)
      expect(asked.map((a) => [a.pagination, 'knownTotalDocs' in a])).toEqual([
        [false, false],
        [false, false],
      ])
    }
    // A read that is not a page, or not a staff member's, is Payload's single read.
    asked.length = 0
    await adapter.find({ collection: 'x', req: staff, limit: 10, pagination: false })
    await adapter.find({ collection: 'x', req: {}, page: 3, limit: 10 })
    expect(asked).toHaveLength(2)
  })
})

import type { Field } from 'payload'
import { describe, expect, it } from 'vitest'

import { collections } from '../../collections'
import { PressReleases } from '../../collections/PressReleases'
import { emptyPage, isPastLastPage, mayBePastLastPage } from '@/lib/restSurface/pastLastPage'
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
})

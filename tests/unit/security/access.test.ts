import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { adminOrSelf, isEditor, publishedOrStaff } from '@/collections/access'

const NOW = new Date('2025-03-15T03:04:05.678Z')

const staff = (role: string, id = 1) => ({ req: { user: { id, role, collection: 'users' } } }) as never
const anonymous = { req: { user: null } } as never
const noUserKey = { req: {} } as never

beforeEach(() => {
  vi.useFakeTimers()
  vi.setSystemTime(NOW)
})

afterEach(() => {
  vi.useRealTimers()
})

describe('publishedOrStaff', () => {
  it.each(['admin', 'editor', 'compliance'])('lets a %s read everything', (role) => {
    expect(publishedOrStaff(staff(role))).toBe(true)
  })

  it('limits an anonymous visitor to published items already due', () => {
    expect(publishedOrStaff(anonymous)).toEqual({
      and: [{ _status: { equals: 'published' } }, { publishDate: { less_than_equal: NOW.toISOString() } }],
    })
  })

  it('uses the current time for the publish date cutoff', () => {
    const later = new Date('2026-01-01T00:00:00.000Z')
    vi.setSystemTime(later)
    expect(publishedOrStaff(noUserKey)).toEqual({
      and: [{ _status: { equals: 'published' } }, { publishDate: { less_than_equal: later.toISOString() } }],
    })
  })

  it('treats a user of another auth collection as anonymous', () => {
    const result = publishedOrStaff({ req: { user: { id: 1, role: 'admin', collection: 'customers' } } } as never)
    expect(result).not.toBe(true)
    expect(result).toHaveProperty('and')
  })

  it('treats a user without a role as anonymous', () => {
    const result = publishedOrStaff({ req: { user: { id: 1, collection: 'users' } } } as never)
    expect(result).not.toBe(true)
    expect(result).toHaveProperty('and')
  })
})

describe('isEditor', () => {
  it.each([
    ['admin', true],
    ['editor', true],
    ['compliance', false],
  ])('answers %s with %s', (role, expected) => {
    expect(isEditor(staff(role))).toBe(expected)
  })

  it('is false for an anonymous visitor', () => {
    expect(isEditor(anonymous)).toBe(false)
  })

  it('is false for an editor of another auth collection', () => {
    expect(isEditor({ req: { user: { id: 1, role: 'editor', collection: 'customers' } } } as never)).toBe(false)
  })
})

describe('adminOrSelf', () => {
  it('limits a non-admin to their own account', () => {
    expect(adminOrSelf(staff('editor', 7))).toEqual({ id: { equals: 7 } })
    expect(adminOrSelf(staff('compliance', 7))).toEqual({ id: { equals: 7 } })
  })

  it('lets an admin manage every account', () => {
    expect(adminOrSelf(staff('admin', 7))).toBe(true)
  })

  it('is false for an anonymous visitor', () => {
    expect(adminOrSelf(anonymous)).toBe(false)
    expect(adminOrSelf(noUserKey)).toBe(false)
  })
})

import { beforeEach, describe, expect, it, vi } from 'vitest'

import { collections } from '@/collections'
import { revalidateCollection, revalidateCollectionOnDelete, revalidateGlobal } from '@/collections/hooks/revalidate'
import { globals } from '@/globals'
import { isDraftSave, tagsExpiredByChange, tagsExpiredByGlobalChange } from '@/lib/cache/tags'

const revalidateTag = vi.hoisted(() => vi.fn())
vi.mock('next/cache', () => ({ revalidateTag }))

const draft = { _status: 'draft' } as const
const published = { _status: 'published' } as const
const pressReleaseTags = ['collection:press-releases']

/** A write through the admin's REST API: `asDraft` is its `?draft=true` ("Save draft", autosave). */
const write = (doc: object, previousDoc: object | undefined, asDraft = false) => ({ doc, previousDoc, draft: asDraft })

describe('which tags a collection write expires', () => {
  it('expires nothing for a draft created', () => {
    expect(tagsExpiredByChange('press-releases', write(draft, {}, true))).toEqual([])
    expect(tagsExpiredByChange('press-releases', write(draft, undefined, true))).toEqual([])
  })

  it('expires nothing for a draft saved over a draft', () => {
    expect(isDraftSave(write(draft, draft, true))).toBe(true)
    expect(tagsExpiredByChange('press-releases', write(draft, draft, true))).toEqual([])
  })

  it('expires the collection tag for a publish', () => {
    expect(tagsExpiredByChange('press-releases', write(published, draft))).toEqual(pressReleaseTags)
    expect(tagsExpiredByChange('press-releases', write(published, {}))).toEqual(pressReleaseTags)
  })

  it('expires them for an edit of a published doc', () => {
    expect(tagsExpiredByChange('press-releases', write(published, published))).toEqual(pressReleaseTags)
  })

  it('expires nothing for a draft saved over a published doc (the published doc is not written)', () => {
    expect(isDraftSave(write(draft, published, true))).toBe(true)
    expect(tagsExpiredByChange('press-releases', write(draft, published, true))).toEqual([])
  })

  it('expires them for an unpublish (published → draft)', () => {
    expect(isDraftSave(write(draft, published))).toBe(false)
    expect(tagsExpiredByChange('press-releases', write(draft, published))).toEqual(pressReleaseTags)
  })

  it('expires them for an unpublish of a doc whose latest version is a pending draft', () => {
    // Payload hands the hook the latest version as the doc before: here a draft, not the published doc.
    expect(tagsExpiredByChange('press-releases', write(draft, draft))).toEqual(pressReleaseTags)
  })

  it('expires them for a draft written without asking for one (a Local API write cannot tell)', () => {
    expect(tagsExpiredByChange('press-releases', write(draft, {}))).toEqual(pressReleaseTags)
  })

  it('expires them for every write to a collection without drafts', () => {
    expect(tagsExpiredByChange('fonts', write({}, {}))).toEqual(['collection:fonts'])
    expect(tagsExpiredByChange('fonts', write({}, {}, true))).toEqual(['collection:fonts'])
  })
})

describe('which tags a global write expires', () => {
  it('expires the global tag for a write to a global without drafts (site settings)', () => {
    expect(tagsExpiredByGlobalChange('site-settings', write({}, {}))).toEqual(['global:site-settings'])
  })

  it('expires nothing for a draft save of a global', () => {
    expect(tagsExpiredByGlobalChange('history', write(draft, draft, true))).toEqual([])
  })
})

describe('revalidation hooks', () => {
  const notPublic = ['users', 'inquiries', 'ethics-reports', 'report-messages', 'report-audit-log', 'staff-audit-log']

  it('are named by every public collection and by no other', () => {
    for (const collection of collections) {
      const isPublic = !notPublic.includes(collection.slug)
      expect(collection.hooks?.afterChange?.includes(revalidateCollection) ?? false, collection.slug).toBe(isPublic)
      expect(collection.hooks?.afterDelete?.includes(revalidateCollectionOnDelete) ?? false, collection.slug).toBe(
        isPublic,
      )
    }
  })

  it('are named by every global', () => {
    for (const global of globals) expect(global.hooks?.afterChange, global.slug).toContain(revalidateGlobal)
  })
})

describe('the revalidation hooks expire through next/cache', () => {
  const collection = { slug: 'press-releases' }
  const expired = () => revalidateTag.mock.calls.map(([tag]) => tag)
  const rest = { query: {} }
  const restDraft = { query: { draft: 'true' } }
  beforeEach(() => revalidateTag.mockClear())

  it('expires the tags of a publish', async () => {
    await revalidateCollection({ collection, context: {}, doc: published, previousDoc: draft, req: rest } as never)
    expect(expired()).toEqual(pressReleaseTags)
  })

  it('expires nothing for a draft save (?draft=true)', async () => {
    await revalidateCollection({ collection, context: {}, doc: draft, previousDoc: draft, req: restDraft } as never)
    expect(expired()).toEqual([])
  })

  it('expires the tags of an unpublish, which asks for no draft', async () => {
    await revalidateCollection({ collection, context: {}, doc: draft, previousDoc: draft, req: rest } as never)
    expect(expired()).toEqual(pressReleaseTags)
  })

  it('expires the tags of a delete', async () => {
    await revalidateCollectionOnDelete({ collection, context: {}, doc: published } as never)
    expect(expired()).toEqual(pressReleaseTags)
  })

  it('expires the global tag of a global write', async () => {
    await revalidateGlobal({
      global: { slug: 'music-album' },
      context: {},
      doc: {},
      previousDoc: {},
      req: rest,
    } as never)
    expect(expired()).toEqual(['global:music-album'])
  })

  it('skips when the write says context.disableRevalidate', async () => {
    await revalidateCollection({
      collection,
      context: { disableRevalidate: true },
      doc: published,
      previousDoc: draft,
      req: rest,
    } as never)
    await revalidateCollectionOnDelete({ collection, context: { disableRevalidate: true }, doc: published } as never)
    await revalidateGlobal({
      global: { slug: 'history' },
      context: { disableRevalidate: true },
      doc: {},
      previousDoc: {},
      req: rest,
    } as never)
    expect(expired()).toEqual([])
  })
})

import type { Field } from 'payload'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { collections } from '@/collections'
import { publicImagesOrStaff } from '@/collections/access'
import {
  refreshImageEmbargoOnChange,
  refreshImageEmbargoOnDelete,
  refreshImageEmbargoOnGlobalChange,
} from '@/collections/hooks/imageEmbargo'
import { globals } from '@/globals'

const NOW = new Date('2026-03-15T03:04:05.678Z')
const staff = (role: string) => ({ req: { user: { id: 1, role, collection: 'users' } } }) as never
const anonymous = { req: { user: null } } as never

/** Whether any field (nested ones too) can show an image: an upload of `images` or a rich text (its upload nodes). */
function showsImages(fields: Field[]): boolean {
  return fields.some((field) => {
    if (field.type === 'richText') return true
    if ((field.type === 'upload' || field.type === 'relationship') && [field.relationTo].flat().includes('images'))
      return true
    if ('fields' in field && Array.isArray(field.fields)) return showsImages(field.fields)
    if (field.type === 'tabs') return field.tabs.some((tab) => showsImages(tab.fields))
    if (field.type === 'blocks') return (field.blocks ?? []).some((block) => showsImages(block.fields))
    return false
  })
}

/** The sources the `image_references` view knows (migration 20261126_052017_images_embargo, replaced by …_banners and …_share_metadata). */
const VIEW_SOURCES = [
  'banners',
  'press-releases',
  'fact-checks',
  'media-reports',
  'notices',
  'writings',
  'policies',
  'fonts',
  'music-album',
  'site-settings',
]

describe('publicImagesOrStaff', () => {
  beforeEach(() => {
    vi.useFakeTimers()
    vi.setSystemTime(NOW)
  })
  afterEach(() => vi.useRealTimers())

  it('lets every staff role read every image', () => {
    for (const role of ['admin', 'editor', 'compliance']) expect(publicImagesOrStaff(staff(role))).toBe(true)
  })

  it('gives visitors only images marked public or whose date has passed, as of now', () => {
    expect(publicImagesOrStaff(anonymous)).toEqual({
      or: [{ markedPublic: { equals: true } }, { publicFrom: { less_than_equal: NOW.toISOString() } }],
    })
  })
})

describe('every collection and global that can show an image', () => {
  const showing = [
    ...collections
      .filter((c) => c.slug !== 'images' && showsImages(c.fields))
      .map((c) => ({ kind: 'collection', config: c })),
    ...globals.filter((g) => showsImages(g.fields)).map((g) => ({ kind: 'global', config: g })),
  ]

  it('is one the image_references view knows (or holds no public content)', () => {
    const privateContent = ['ethics-reports', 'report-messages', 'inquiries']
    const slugs = showing.map(({ config }) => config.slug).filter((slug) => !privateContent.includes(slug))
    expect(slugs.sort()).toEqual([...VIEW_SOURCES].sort())
  })

  it('names the embargo hooks, so its writes keep the images’ dates', () => {
    for (const { kind, config } of showing) {
      if (!VIEW_SOURCES.includes(config.slug)) continue
      const hooks = config.hooks as { afterChange?: unknown[]; afterDelete?: unknown[] }
      if (kind === 'global') {
        expect(hooks.afterChange, config.slug).toContain(refreshImageEmbargoOnGlobalChange)
      } else {
        expect(hooks.afterChange, config.slug).toContain(refreshImageEmbargoOnChange)
        expect(hooks.afterDelete, config.slug).toContain(refreshImageEmbargoOnDelete)
      }
    }
  })
})

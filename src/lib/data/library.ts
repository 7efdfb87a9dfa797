import type { Locale } from '../../i18n/locales'
import type { Download, Image } from '../../payload-types'
import { cached } from '../cache/cached'
import { collectionTag, globalTag } from '../cache/tags'
import { getPayloadClient } from './payload'

export type LibraryImage = { url: string; alt: string; width?: number | null; height?: number | null }
export type LibraryFile = { url: string; filename: string; filesize?: number | null; mimeType?: string | null }

export type FontItem = {
  id: number
  name: string
  shortName: string
  releaseLabel: string
  description: string
  preview: LibraryImage | null
  archive: LibraryFile | null
}

export type MusicTrackItem = {
  id: number
  title: string
  tags: string[]
  durationSeconds: number | null
  audio: LibraryFile | null
}

export type MusicAlbumInfo = { title: string; description: string; cover: LibraryImage | null }

/** An uploaded picture, at its `thumbnail` size (640×360) when asked and generated. */
function toImage(value: number | Image | null | undefined, size?: 'thumbnail'): LibraryImage | null {
  if (!value || typeof value !== 'object' || !value.url) return null
  const sized = size ? value.sizes?.[size] : undefined
  if (sized?.url) return { url: sized.url, alt: value.alt ?? '', width: sized.width, height: sized.height }
  return { url: value.url, alt: value.alt ?? '', width: value.width, height: value.height }
}

function toFile(value: number | Download | null | undefined): LibraryFile | null {
  if (!value || typeof value !== 'object' || !value.url) return null
  return { url: value.url, filename: value.filename ?? '', filesize: value.filesize, mimeType: value.mimeType }
}

/** Uploads are separate collections: a new preview or archive must expire the library pages too. */
const uploadTags = [collectionTag('images'), collectionTag('downloads')]

/** The free fonts in their display order, with preview image and archive, in a locale. */
export function getFonts(locale: Locale): Promise<FontItem[]> {
  return cached(['library-fonts', locale], [collectionTag('fonts'), ...uploadTags], async () => {
    const payload = await getPayloadClient()
    const result = await payload.find({
      collection: 'fonts',
      locale,
      sort: ['order', 'id'],
      pagination: false,
      depth: 1,
      overrideAccess: false,
    })
    return result.docs.map((doc) => ({
      id: doc.id,
      name: doc.name,
      shortName: doc.shortName,
      releaseLabel: doc.releaseLabel,
      description: doc.description,
      preview: toImage(doc.previewImage, 'thumbnail'),
      archive: toFile(doc.archive),
    }))
  })
}

/** The album (title, cover, description) and its tracks in order, in a locale. */
export function getMusic(locale: Locale): Promise<{ album: MusicAlbumInfo; tracks: MusicTrackItem[] }> {
  const tags = [globalTag('music-album'), collectionTag('music-tracks'), ...uploadTags]
  return cached(['library-music', locale], tags, async () => {
    const payload = await getPayloadClient()
    const [album, tracks] = await Promise.all([
      payload.findGlobal({ slug: 'music-album', locale, depth: 1, overrideAccess: false }),
      payload.find({
        collection: 'music-tracks',
        locale,
        sort: ['order', 'id'],
        pagination: false,
        depth: 1,
        overrideAccess: false,
      }),
    ])
    return {
      album: { title: album.title ?? '', description: album.description ?? '', cover: toImage(album.cover) },
      tracks: tracks.docs.map((doc) => ({
        id: doc.id,
        title: doc.title,
        tags: (doc.tags ?? []).map((row) => row.tag),
        durationSeconds: doc.durationSeconds ?? null,
        audio: toFile(doc.audio),
      })),
    }
  })
}

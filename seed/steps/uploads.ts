import { renderPicture, type Picture } from '../assets/images'
import { WRITE, type SeedContext } from '../context'
import type { Bilingual } from '../types'

/**
 * Uploads are looked up by filename, and written with `overwriteExistingFiles` so that a file
 * left on disk by an earlier database never turns `news-01.png` into `news-01-1.png`.
 */

export type ImageSpec = { filename: string; alt: Bilingual<string>; picture: Picture }

export async function ensureImage(ctx: SeedContext, spec: ImageSpec): Promise<number> {
  const known = ctx.uploads.get(spec.filename)
  if (known !== undefined) return known
  const { payload } = ctx
  const found = await payload.find({
    collection: 'images',
    where: { filename: { equals: spec.filename } },
    limit: 1,
    depth: 0,
    pagination: false,
    overrideAccess: true,
  })
  const existing = found.docs[0]
  if (existing) {
    ctx.tally.add('images', false)
    ctx.uploads.set(spec.filename, existing.id)
    return existing.id
  }
  const data = await renderPicture(spec.picture)
  const doc = await payload.create({
    collection: 'images',
    locale: 'ko',
    data: { alt: spec.alt.ko },
    file: { data, mimetype: 'image/png', name: spec.filename, size: data.length },
    overwriteExistingFiles: true,
    ...WRITE,
  })
  await payload.update({ collection: 'images', id: doc.id, locale: 'en', data: { alt: spec.alt.en }, ...WRITE })
  ctx.tally.add('images', true)
  ctx.uploads.set(spec.filename, doc.id)
  return doc.id
}

export type DownloadSpec = {
  filename: string
  mimetype: 'application/zip' | 'audio/wav'
  label: Bilingual<string>
  /** Built only when the file has to be created. */
  build: () => Buffer
}

export async function ensureDownload(ctx: SeedContext, spec: DownloadSpec): Promise<number> {
  const known = ctx.uploads.get(spec.filename)
  if (known !== undefined) return known
  const { payload } = ctx
  const found = await payload.find({
    collection: 'downloads',
    where: { filename: { equals: spec.filename } },
    limit: 1,
    depth: 0,
    pagination: false,
    overrideAccess: true,
  })
  const existing = found.docs[0]
  if (existing) {
    ctx.tally.add('downloads', false)
    ctx.uploads.set(spec.filename, existing.id)
    return existing.id
  }
  const data = spec.build()
  const doc = await payload.create({
    collection: 'downloads',
    locale: 'ko',
    data: { label: spec.label.ko },
    file: { data, mimetype: spec.mimetype, name: spec.filename, size: data.length },
    overwriteExistingFiles: true,
    ...WRITE,
  })
  await payload.update({ collection: 'downloads', id: doc.id, locale: 'en', data: { label: spec.label.en }, ...WRITE })
  ctx.tally.add('downloads', true)
  ctx.uploads.set(spec.filename, doc.id)
  return doc.id
}

import { renderPicture, type Picture } from '../assets/images'
import type { SeedContext } from '../context'
import { ensureDoc } from '../ensureDoc'
import type { Bilingual } from '../types'

/**
 * Uploads are looked up by filename, and written with `overwriteExistingFiles` (by ensureDoc) so
 * that a file left on disk by an earlier database never turns `news-01.png` into `news-01-1.png`.
 */

/** A picture drawn from a `Picture`, or by its own renderer (a PNG). */
export type ImageSpec = { filename: string; alt: Bilingual<string> } & (
  { picture: Picture } | { render: () => Promise<Buffer> }
)

export async function ensureImage(ctx: SeedContext, spec: ImageSpec): Promise<number> {
  const known = ctx.uploads.get(spec.filename)
  if (known !== undefined) return known
  const id = await ensureDoc(ctx, {
    collection: 'images',
    where: { filename: { equals: spec.filename } },
    ko: { alt: spec.alt.ko },
    en: { alt: spec.alt.en },
    file: async () => {
      const data = 'picture' in spec ? await renderPicture(spec.picture) : await spec.render()
      return { data, mimetype: 'image/png', name: spec.filename, size: data.length }
    },
  })
  ctx.uploads.set(spec.filename, id)
  return id
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
  const id = await ensureDoc(ctx, {
    collection: 'downloads',
    where: { filename: { equals: spec.filename } },
    ko: { label: spec.label.ko },
    en: { label: spec.label.en },
    file: () => {
      const data = spec.build()
      return { data, mimetype: spec.mimetype, name: spec.filename, size: data.length }
    },
  })
  ctx.uploads.set(spec.filename, id)
  return id
}

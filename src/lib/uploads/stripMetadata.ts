import sharp, { type Metadata, type Sharp } from 'sharp'

/**
 * A picture as it is published: without its EXIF, XMP and IPTC metadata (a phone photo's GPS
 * position, its time, the camera's serial number, the photographer's name), drawn upright (the
 * EXIF orientation is applied to the pixels, since the tag that told viewers to turn it goes), and
 * with its colour profile kept. Only a picture that carries such metadata is re-encoded, at a
 * quality a reader cannot tell from the original; every other picture is stored byte for byte.
 * GIF has no place for EXIF and is left as it is.
 */
export type Stripped = { data: Buffer; changed: boolean } | { unreadable: true }

/** How each format is written back; AVIF is sharp's `heif` with AV1 compression. */
const ENCODE: Partial<Record<string, (image: Sharp) => Sharp>> = {
  jpeg: (image) => image.jpeg({ quality: 92 }),
  png: (image) => image.png(),
  webp: (image) => image.webp({ quality: 92 }),
  heif: (image) => image.avif({ quality: 80 }),
}

const carriesMetadata = (meta: Metadata) => Boolean(meta.exif || meta.xmp || meta.iptc)

export async function withoutMetadata(input: Buffer): Promise<Stripped> {
  let meta: Metadata
  try {
    meta = await sharp(input, { animated: true }).metadata()
    // metadata() reads only the header: decoding the pixels proves the rest is a picture too.
    await sharp(input, { animated: true }).stats()
  } catch {
    return { unreadable: true }
  }
  const encode = meta.format ? ENCODE[meta.format] : undefined
  if (!encode || !carriesMetadata(meta)) return { data: input, changed: false }
  let image = sharp(input, { animated: true }).keepIccProfile()
  if (meta.orientation && meta.orientation !== 1) image = image.rotate()
  return { data: await encode(image).toBuffer(), changed: true }
}

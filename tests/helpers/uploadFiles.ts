import exifReader from 'exif-reader'
import sharp from 'sharp'

import { createWav } from '../../seed/assets/wav'
import { createZip } from '../../seed/assets/zip'

/** Files an editor might upload, good and bad, made here (no fixtures on disk, nothing fetched). */

/** Seoul City Hall, as a phone writes it into a photo's EXIF. */
const GPS = {
  GPSLatitudeRef: 'N',
  GPSLatitude: '37/1 33/1 59/1',
  GPSLongitudeRef: 'E',
  GPSLongitude: '126/1 58/1 41/1',
}

const canvas = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#2ac1bc' } })

/**
 * A photo taken with the phone turned (EXIF orientation 6: a 40×20 picture is shown 20×40),
 * carrying its GPS position and the photographer's name.
 */
export const geotaggedJpeg = (width = 40, height = 20) =>
  canvas(width, height)
    .jpeg()
    .withExif({ IFD0: { Artist: 'Kim Reporter' }, IFD3: GPS })
    .withMetadata({ orientation: 6 })
    .toBuffer()

/** The same position in a WebP's EXIF. */
export const geotaggedWebp = () => canvas(30, 30).webp().withExif({ IFD3: GPS }).toBuffer()

export const plainPng = (width = 32, height = 18) => canvas(width, height).png().toBuffer()
export const plainAvif = () => canvas(16, 16).avif().toBuffer()
export const plainGif = () => canvas(8, 8).gif().toBuffer()

/** What a picture's EXIF says, or undefined when it has none. */
export async function exifOf(picture: Buffer) {
  const { exif } = await sharp(picture).metadata()
  return exif ? exifReader(exif) : undefined
}

export const svgWithScript = () =>
  Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.cookie)</script></svg>')
export const htmlPage = () => Buffer.from('<!doctype html><html><script>alert(1)</script></html>')
/** The first bytes of a Windows program (an `MZ` DOS header). */
export const windowsProgram = () => Buffer.concat([Buffer.from('MZ'), Buffer.alloc(510, 0x90)])
/** A picture's signature followed by bytes that are no picture. */
export const pngSignatureOnly = () =>
  Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(200, 0x41)])

export const fontArchive = () => createZip([{ name: 'Font-Regular.otf', content: 'OTTO font bytes' }])
export const shortWav = () => createWav({ notes: [440, 494], beatsPerMinute: 240 })
/** An MP3 as most encoders write one: an (empty) ID3v2 tag, then MPEG-1 Layer III frames. */
export const id3Mp3 = () => {
  const frame = Buffer.concat([Buffer.from([0xff, 0xfb, 0x90, 0x64]), Buffer.alloc(413)])
  return Buffer.concat([Buffer.from('ID3'), Buffer.from([4, 0, 0, 0, 0, 0, 0]), frame, frame, frame])
}

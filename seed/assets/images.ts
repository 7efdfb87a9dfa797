import sharp from 'sharp'

import { icons } from '../../src/components/Brand/iconPaths'

/**
 * Seed pictures drawn as SVG and rasterised by sharp: gradients, a few shapes and a large Latin
 * label (Latin only, so they look the same whatever fonts the machine has).
 */

export const IMAGE_WIDTH = 1200
export const IMAGE_HEIGHT = 630

export type Picture = {
  /** Gradient start and end. */
  colors: [string, string]
  label: string
  caption?: string
  /** Varies the decoration so reused pictures still differ from each other. */
  variant: number
  labelColor?: string
}

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')
}

function decoration(variant: number): string {
  const shapes: string[] = []
  for (let i = 0; i < 5; i++) {
    const seed = (variant * 7 + i * 13) % 17
    const cx = 120 + ((seed * 67 + i * 211) % 960)
    const cy = 80 + ((seed * 41 + i * 97) % 470)
    const r = 40 + ((seed * 23) % 140)
    shapes.push(`<circle cx="${cx}" cy="${cy}" r="${r}" fill="#ffffff" fill-opacity="${0.06 + (i % 3) * 0.04}"/>`)
  }
  const tilt = (variant * 11) % 30
  shapes.push(
    `<rect x="760" y="-120" width="520" height="520" rx="80" fill="#ffffff" fill-opacity="0.08" transform="rotate(${tilt} 1020 140)"/>`,
  )
  return shapes.join('')
}

export function pictureSvg({ colors, label, caption, variant, labelColor = '#ffffff' }: Picture): string {
  const size = label.length > 12 ? 96 : 132
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${IMAGE_WIDTH}" height="${IMAGE_HEIGHT}" viewBox="0 0 ${IMAGE_WIDTH} ${IMAGE_HEIGHT}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${colors[0]}"/><stop offset="1" stop-color="${colors[1]}"/></linearGradient></defs>
<rect width="${IMAGE_WIDTH}" height="${IMAGE_HEIGHT}" fill="url(#g)"/>
${decoration(variant)}
<text x="80" y="${caption ? 340 : 370}" font-family="DejaVu Sans, Arial, Helvetica, sans-serif" font-weight="bold" font-size="${size}" fill="${labelColor}">${escapeXml(label)}</text>
${caption ? `<text x="84" y="430" font-family="DejaVu Sans, Arial, Helvetica, sans-serif" font-size="40" fill="${labelColor}" fill-opacity="0.85">${escapeXml(caption)}</text>` : ''}
<text x="80" y="560" font-family="DejaVu Sans, Arial, Helvetica, sans-serif" font-size="30" letter-spacing="6" fill="${labelColor}" fill-opacity="0.7">BAEDAL FRIENDS</text>
</svg>`
}

/** Rasterises an SVG document to PNG. */
function renderSvg(svg: string): Promise<Buffer> {
  return sharp(Buffer.from(svg)).png({ compressionLevel: 9 }).toBuffer()
}

export function renderPicture(picture: Picture): Promise<Buffer> {
  return renderSvg(pictureSvg(picture))
}

/** The sizes the banner fields advise editors to upload (src/collections/Banners.ts). */
export const BANNER_SIZES = {
  desktop: { width: 1920, height: 800 },
  mobile: { width: 750, height: 560 },
} as const

export type BannerDevice = keyof typeof BANNER_SIZES

/** A Main banner's art: no words (the slide's text is HTML over or under it), the slide's icon in a disc. */
export type BannerArt = { colors: [string, string]; icon: keyof typeof icons; variant: number }

/**
 * The banner as a picture of one device: on desktop the icon sits right of centre, clear of the
 * text on the left; on mobile it is centred (the text goes below the picture).
 */
export function bannerSvg({ colors, icon, variant }: BannerArt, device: BannerDevice): string {
  const { width, height } = BANNER_SIZES[device]
  const cx = device === 'desktop' ? width * 0.74 : width / 2
  const cy = height / 2
  const orbit = height * (device === 'desktop' ? 0.36 : 0.4)
  const disc = orbit * 0.64
  const scale = (disc * 1.25) / 24
  const circles = [0, 1, 2, 3].map((i) => {
    const seed = (variant * 7 + i * 13) % 17
    const x = ((seed * 113 + i * 397) % 100) / 100
    const y = ((seed * 61 + i * 211) % 100) / 100
    const r = height * (0.08 + ((seed * 23) % 20) / 100)
    return `<circle cx="${(x * width).toFixed(0)}" cy="${(y * height).toFixed(0)}" r="${r.toFixed(0)}" fill="#ffffff" fill-opacity="${0.05 + (i % 2) * 0.04}"/>`
  })
  const paths = icons[icon].map((d) => `<path d="${d}"/>`).join('')
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${colors[0]}"/><stop offset="1" stop-color="${colors[1]}"/></linearGradient></defs>
<rect width="${width}" height="${height}" fill="url(#g)"/>
${circles.join('')}
<circle cx="${cx}" cy="${cy}" r="${orbit}" fill="none" stroke="#ffffff" stroke-opacity="0.35" stroke-width="3" stroke-dasharray="10 12"/>
<circle cx="${cx}" cy="${cy}" r="${disc}" fill="#ffffff" fill-opacity="0.14"/>
<g transform="translate(${cx - 12 * scale} ${cy - 12 * scale}) scale(${scale})" fill="none" stroke="#ffffff" stroke-width="1.6" stroke-linecap="round" stroke-linejoin="round">${paths}</g>
</svg>`
}

export function renderBanner(art: BannerArt, device: BannerDevice): Promise<Buffer> {
  return renderSvg(bannerSvg(art, device))
}

import sharp from 'sharp'

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

export async function renderPicture(picture: Picture): Promise<Buffer> {
  return sharp(Buffer.from(pictureSvg(picture)))
    .png({ compressionLevel: 9 })
    .toBuffer()
}

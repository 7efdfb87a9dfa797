import QRCode from 'qrcode'

/** The enrolment QR code as an SVG data URL (the admin's CSP allows data: images; no script draws it). */
export async function qrDataUrl(text: string): Promise<string> {
  const svg = await QRCode.toString(text, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' })
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`
}

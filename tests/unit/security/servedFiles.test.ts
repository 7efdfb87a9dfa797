import { describe, expect, it } from 'vitest'

import { servedFileHeaders } from '@/lib/security/servedFiles'

const disposition = (contentType: string) =>
  servedFileHeaders({ headers: new Headers({ 'Content-Type': contentType }) }).get('content-disposition')

describe('servedFileHeaders (Payload file routes)', () => {
  it('lets pictures and sound show in place', () => {
    for (const type of ['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'image/avif', 'audio/mpeg', 'audio/wav'])
      expect(disposition(type), type).toBeNull()
  })

  it('has everything else saved, never opened as a page of the site: SVG, HTML, archives, unknown', () => {
    for (const type of ['image/svg+xml', 'text/html', 'application/zip', 'application/pdf', 'application/xml', ''])
      expect(disposition(type), type || '(none)').toBe('attachment')
  })

  it('is not fooled by a picture type as a prefix of another', () => {
    expect(disposition('image/pngx')).toBe('attachment')
    expect(disposition('image/png; charset=utf-8')).toBeNull()
  })
})

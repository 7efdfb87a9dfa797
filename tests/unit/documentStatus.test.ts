import { describe, expect, it } from 'vitest'

import { documentStatus } from '@/lib/site/documentStatus'

const page = (head: string) => `<!DOCTYPE html><html lang="ko"><head>${head}</head><body><p>text</p></body></html>`

describe('documentStatus', () => {
  it('sends a page that rendered the not-found view as 404', () => {
    expect(documentStatus(Buffer.from(page('<meta name="http-status" content="404"/>')), 200)).toBe(404)
  })

  it('leaves an ordinary page, and any status other than 200, as Next set it', () => {
    expect(documentStatus(page('<meta name="robots" content="noindex"/>'), 200)).toBe(200)
    expect(documentStatus(page('<meta name="http-status" content="404"/>'), 500)).toBe(500)
  })

  it('is not fooled by the same words in escaped text', () => {
    expect(
      documentStatus(page('<title>&lt;meta name=&quot;http-status&quot; content=&quot;404&quot;/&gt;</title>'), 200),
    ).toBe(200)
  })
})

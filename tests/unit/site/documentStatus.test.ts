import { describe, expect, it } from 'vitest'

import { documentStatus, flightStatus } from '@/lib/site/documentStatus'

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

/** A page's RSC payload as Next 16 writes its head (the not-found page's, abridged). */
const flight = (meta: string) =>
  `0:{"P":null}\n5:[["$","title","0",{"children":"Page not found"}],["$","meta","3",{"name":"robots","content":"noindex"}]${meta}]\n`

describe('flightStatus', () => {
  it('sends the RSC payload of a page that rendered the not-found view as 404', () => {
    expect(flightStatus(Buffer.from(flight(',["$","meta","4",{"name":"http-status","content":"404"}]')), 200)).toBe(404)
  })

  it('leaves an ordinary payload, the words in a text, and any status other than 200, as Next set them', () => {
    expect(flightStatus(flight(''), 200)).toBe(200)
    // An article whose text quotes the tag is a text child, not a meta element.
    expect(
      flightStatus(
        flight(',["$","p",null,{"children":"{\\"name\\":\\"http-status\\",\\"content\\":\\"404\\"}"}]'),
        200,
      ),
    ).toBe(200)
    expect(flightStatus(flight(',["$","meta","4",{"name":"http-status","content":"404"}]'), 500)).toBe(500)
  })
})

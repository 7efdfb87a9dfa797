import { describe, expect, it } from 'vitest'

import { richTextToHtml } from '@/lib/richText/toHtml'

const text = (value: string, format = 0) => ({
  type: 'text',
  version: 1,
  text: value,
  format,
  detail: 0,
  mode: 'normal',
  style: '',
})

const block = { direction: 'ltr', format: '', indent: 0, version: 1 }

const doc = (...children: unknown[]) => ({
  root: { type: 'root', children, ...block },
})

const paragraph = (...children: unknown[]) => ({ type: 'paragraph', children, textFormat: 0, textStyle: '', ...block })

describe('richTextToHtml', () => {
  it('renders a paragraph of text', () => {
    const html = richTextToHtml(doc(paragraph(text('배달의민족 뉴스룸'))))
    expect(html).toMatch(/<p[^>]*>배달의민족 뉴스룸<\/p>/)
  })

  it('renders a heading with its tag', () => {
    const html = richTextToHtml(doc({ type: 'heading', tag: 'h2', children: [text('Our story')], ...block }))
    expect(html).toMatch(/<h2[^>]*>Our story<\/h2>/)
  })

  it('renders bold text as <strong>', () => {
    expect(richTextToHtml(doc(paragraph(text('bold', 1))))).toContain('<strong>bold</strong>')
  })

  it('keeps an https link', () => {
    const link = {
      ...block,
      type: 'link',
      version: 3,
      fields: { url: 'https://example.com/a', linkType: 'custom', newTab: false },
      children: [text('site')],
    }
    const html = richTextToHtml(doc(paragraph(link)))
    expect(html).toContain('href="https://example.com/a"')
    expect(html).toContain('site')
  })

  it('strips the href of a javascript: link but keeps its text', () => {
    const link = {
      ...block,
      type: 'link',
      version: 3,
      fields: { url: 'javascript:alert(1)', linkType: 'custom', newTab: false },
      children: [text('click me')],
    }
    const html = richTextToHtml(doc(paragraph(text('before ')), paragraph(link)))
    expect(html).toContain('click me')
    expect(html).toContain('before')
    expect(html).not.toMatch(/javascript:/i)
    expect(html).not.toContain('alert(1)')
    const anchor = /<a\b([^>]*)>click me<\/a>/.exec(html)
    expect(anchor).not.toBeNull()
    // Payload's link converter replaces an unsafe URL with '#'; either that or no href is safe.
    expect(/href="([^"]*)"/.exec(anchor?.[1] ?? '')?.[1]).toBeOneOf([undefined, '#'])
  })

  it('escapes markup typed as text', () => {
    const html = richTextToHtml(doc(paragraph(text('<img src=x onerror=alert(1)>'))))
    expect(html).not.toMatch(/<img/i)
    expect(html).toContain('&lt;img')
  })

  it('returns an empty string for null, undefined, an empty object and non-objects', () => {
    expect(richTextToHtml(null)).toBe('')
    expect(richTextToHtml(undefined)).toBe('')
    expect(richTextToHtml({})).toBe('')
    expect(richTextToHtml('<p>raw</p>')).toBe('')
    expect(richTextToHtml(42)).toBe('')
  })

  it('returns an empty string for a document with no content', () => {
    expect(richTextToHtml(doc())).toBe('')
  })
})

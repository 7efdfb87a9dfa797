import { describe, expect, it } from 'vitest'

import { sanitizeHtml } from '@/lib/richText/sanitize'

describe('sanitizeHtml neutralises XSS vectors', () => {
  it('drops a javascript: href but keeps the link text', () => {
    const html = sanitizeHtml('<a href="javascript:alert(1)">click</a>')
    expect(html).not.toMatch(/javascript:/i)
    expect(html).not.toContain('alert(1)')
    expect(html).toContain('click')
  })

  it('drops a mixed-case JaVaScRiPt: href', () => {
    const html = sanitizeHtml('<a href="JaVaScRiPt:alert(1)">click</a>')
    expect(html).not.toMatch(/javascript:/i)
    expect(html).toContain('click')
  })

  it('drops a javascript: href hidden by entities and whitespace', () => {
    const html = sanitizeHtml('<a href=" &#106;ava&#x09;script&colon;alert(1)">click</a>')
    expect(html).not.toMatch(/script:/i)
    expect(html).not.toContain('alert(1)')
  })

  it('drops a vbscript: href', () => {
    expect(sanitizeHtml('<a href="vbscript:msgbox(1)">x</a>')).not.toMatch(/vbscript/i)
  })

  it('drops a data:text/html href', () => {
    const html = sanitizeHtml('<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">click</a>')
    expect(html).not.toMatch(/data:/i)
    expect(html).not.toContain('base64')
    expect(html).toContain('click')
  })

  it('removes <svg onload>', () => {
    const html = sanitizeHtml('<svg onload=alert(1)><circle r="1"/></svg><p>after</p>')
    expect(html).not.toMatch(/<svg/i)
    expect(html).not.toContain('onload')
    expect(html).not.toContain('alert(1)')
    expect(html).toContain('<p>after</p>')
  })

  it('removes onerror from <img>', () => {
    const html = sanitizeHtml('<img src=x onerror=alert(1)>')
    expect(html).not.toContain('onerror')
    expect(html).not.toContain('alert(1)')
  })

  it('removes <iframe>', () => {
    const html = sanitizeHtml('<p>a</p><iframe src="https://evil.example.com/"></iframe>')
    expect(html).not.toMatch(/<iframe/i)
    expect(html).not.toContain('evil.example.com')
    expect(html).toContain('<p>a</p>')
  })

  it('removes <script> with its content', () => {
    const html = sanitizeHtml('<p>safe</p><script>alert(1)</script>')
    expect(html).not.toMatch(/<script/i)
    expect(html).not.toContain('alert(1)')
    expect(html).toBe('<p>safe</p>')
  })

  it('removes <style> with its content', () => {
    const html = sanitizeHtml('<style>body{background:url(javascript:alert(1))}</style><p>x</p>')
    expect(html).not.toMatch(/<style/i)
    expect(html).not.toContain('background')
    expect(html).toContain('<p>x</p>')
  })

  it('removes <form> and its inputs', () => {
    const html = sanitizeHtml(
      '<form action="https://evil.example.com/steal"><input name="pw"><button>Go</button></form>',
    )
    expect(html).not.toMatch(/<form/i)
    expect(html).not.toMatch(/<input/i)
    expect(html).not.toMatch(/<button/i)
    expect(html).not.toContain('evil.example.com')
  })

  it('removes an inline onclick handler', () => {
    const html = sanitizeHtml('<p onclick="alert(1)">text</p>')
    expect(html).toBe('<p>text</p>')
  })

  it('removes a style attribute', () => {
    const html = sanitizeHtml('<p style="position:fixed;top:0;background:url(x)">text</p>')
    expect(html).toBe('<p>text</p>')
  })

  it('removes data- attributes', () => {
    expect(sanitizeHtml('<p data-x="1">t</p>')).toBe('<p>t</p>')
  })

  it('removes <object> and <embed>', () => {
    const html = sanitizeHtml('<object data="x.swf"></object><embed src="x.swf">')
    expect(html).not.toMatch(/<object|<embed/i)
  })

  it('removes <math> and <base>', () => {
    const html = sanitizeHtml('<base href="https://evil.example.com/"><math><mi>x</mi></math>')
    expect(html).not.toMatch(/<base|<math/i)
  })
})

describe('sanitizeHtml keeps allowed content', () => {
  it.each([
    'http://example.com/a',
    'https://example.com/a?b=1&amp;c=2',
    'ftp://files.example.com/a.zip',
    'mailto:a@b.c',
    'tel:+82-2-1234-5678',
  ])('keeps a link to %s', (href) => {
    expect(sanitizeHtml(`<a href="${href}">link</a>`)).toBe(`<a href="${href}">link</a>`)
  })

  it('keeps href="mailto:a@b.c"', () => {
    expect(sanitizeHtml('<a href="mailto:a@b.c">mail</a>')).toContain('href="mailto:a@b.c"')
  })

  it.each(['/ko/newsroom/report', '#top', '../about', 'about.html', '?page=2'])(
    'keeps the relative link %s',
    (href) => {
      expect(sanitizeHtml(`<a href="${href}">link</a>`)).toContain(`href="${href}"`)
    },
  )

  it('keeps target and rel on links', () => {
    expect(sanitizeHtml('<a href="https://x.example" target="_blank" rel="noopener noreferrer">x</a>')).toBe(
      '<a href="https://x.example" target="_blank" rel="noopener noreferrer">x</a>',
    )
  })

  it('keeps headings h1 to h6', () => {
    const html = '<h1>1</h1><h2>2</h2><h3>3</h3><h4>4</h4><h5>5</h5><h6>6</h6>'
    expect(sanitizeHtml(html)).toBe(html)
  })

  it('keeps ordered and unordered lists', () => {
    const html = '<ul><li>a</li><li>b</li></ul><ol start="3"><li value="3">c</li></ol>'
    expect(sanitizeHtml(html)).toBe(html)
  })

  it('keeps tables with colspan', () => {
    const html =
      '<table><caption>Sales</caption><thead><tr><th colspan="2">Head</th></tr></thead>' +
      '<tbody><tr><td>a</td><td>b</td></tr></tbody></table>'
    expect(sanitizeHtml(html)).toBe(html)
  })

  it('keeps strong, em and other inline formatting', () => {
    const html =
      '<p><strong>bold</strong> <em>italic</em> <u>u</u> <s>s</s> <code>c</code> <sub>1</sub><sup>2</sup></p>'
    expect(sanitizeHtml(html)).toBe(html)
  })

  it('keeps an image with an https source and alt text', () => {
    const html = '<img src="https://cdn.example.com/a.png" alt="A">'
    expect(sanitizeHtml(html)).toBe(html)
  })

  it('keeps Korean text and escapes stray angle brackets as text', () => {
    expect(sanitizeHtml('<p>배달의 민족 &lt;3</p>')).toBe('<p>배달의 민족 &lt;3</p>')
  })

  it('returns an empty string for empty input', () => {
    expect(sanitizeHtml('')).toBe('')
  })
})

describe('sanitizeHtml data: images', () => {
  it('drops a data: image source, which SPEC §5 does not allow', () => {
    const html = sanitizeHtml('<img src="data:image/svg+xml,%3Csvg%20onload%3Dalert(1)%3E" alt="x">')
    expect(html).not.toMatch(/data:/i)
    expect(html).toContain('alt="x"')
  })

  it('keeps an https image source', () => {
    expect(sanitizeHtml('<img src="https://cdn.example.com/a.png" alt="a">')).toContain(
      'src="https://cdn.example.com/a.png"',
    )
  })
})

import { describe, expect, it } from 'vitest'

import { setSearchText } from '../../collections/hooks/setSearchText'

const body = (...paragraphs: string[]) => ({
  root: {
    type: 'root',
    direction: 'ltr',
    format: '',
    indent: 0,
    version: 1,
    children: paragraphs.map((text) => ({
      type: 'paragraph',
      direction: 'ltr',
      format: '',
      indent: 0,
      version: 1,
      textFormat: 0,
      children: [{ type: 'text', version: 1, text, format: 0, detail: 0, mode: 'normal', style: '' }],
    })),
  },
})

type Data = Record<string, unknown>

type Search = { titleKo?: string; titleEn?: string; textKo?: string; textEn?: string }

function run(
  data: Data,
  originalDoc?: Data,
  fields = ['subtitle'],
  locale = 'ko',
): Data & { searchText?: string; search?: Search } {
  const result = setSearchText(fields)({
    data,
    originalDoc,
    operation: originalDoc ? 'update' : 'create',
    req: { locale },
  } as never) as Data & { search?: Search }
  // The tests below speak of the Korean text column as `searchText`.
  return Object.assign(result, { searchText: result.search?.textKo })
}

describe('setSearchText', () => {
  it('writes title, subtitle and body text into searchText', () => {
    const result = run({ title: '배달 로봇', subtitle: '서울 전역', body: body('로봇이 음식을 배달합니다') })
    expect(result.searchText).toBe('배달 로봇\n서울 전역\n로봇이 음식을 배달합니다')
  })

  it('includes the text of every body paragraph', () => {
    const result = run({ title: 'T', body: body('first paragraph', 'second paragraph') })
    expect(result.searchText).toContain('T')
    expect(result.searchText).toContain('first paragraph')
    expect(result.searchText).toContain('second paragraph')
  })

  it('mutates and returns the same data object', () => {
    const data: Data = { title: 'x' }
    expect(run(data)).toBe(data)
    expect((data.search as Search).textKo).toBe('x')
  })

  it('falls back to originalDoc values for fields missing from data', () => {
    const result = run(
      { title: 'New title' },
      { title: 'Old title', subtitle: 'Old subtitle', body: body('Old body text') },
    )
    expect(result.searchText).toBe('New title\nOld subtitle\nOld body text')
  })

  it('prefers data over originalDoc for the body too', () => {
    const result = run({ body: body('new body') }, { title: 'T', subtitle: 'S', body: body('old body') })
    expect(result.searchText).toBe('T\nS\nnew body')
  })

  it('leaves out a field that data explicitly clears', () => {
    const result = run({ subtitle: null }, { title: 'T', subtitle: 'S' })
    expect(result.searchText).toBe('T')
  })

  it('skips empty and non-string values', () => {
    const result = run({ title: 'T', subtitle: '', body: null })
    expect(result.searchText).toBe('T')
  })

  it('writes an empty string when there is nothing searchable', () => {
    expect(run({}).searchText).toBe('')
  })

  it('uses the title and the configured fields only', () => {
    const result = run({ title: 'T', summary: 'Sum', subtitle: 'ignored' }, undefined, ['summary'])
    expect(result.searchText).toBe('T\nSum')
  })
})

describe('setSearchText per locale', () => {
  it('writes the English columns for an English save and keeps the Korean ones', () => {
    const original = { title: '배달 로봇', search: { titleKo: '배달 로봇', textKo: '배달 로봇\n본문' } }
    const result = run({ title: 'Delivery robot', body: body('Robots deliver food') }, original, ['subtitle'], 'en')
    expect(result.search).toEqual({
      titleKo: '배달 로봇',
      textKo: '배달 로봇\n본문',
      titleEn: 'Delivery robot',
      textEn: 'Delivery robot\nRobots deliver food',
    })
  })

  it('keeps the title alone in the title column', () => {
    const result = run({ title: '공지', subtitle: '부제', body: body('본문') })
    expect(result.search?.titleKo).toBe('공지')
  })
})

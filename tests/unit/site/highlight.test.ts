import { describe, expect, it } from 'vitest'

import { splitHighlight } from '@/components/Newsroom/highlight'

describe('splitHighlight', () => {
  it('marks every case-insensitive occurrence of the keyword and keeps the original casing', () => {
    expect(splitHighlight('ESG at the centre: esg reports', 'Esg')).toEqual([
      { text: 'ESG', match: true },
      { text: ' at the centre: ', match: false },
      { text: 'esg', match: true },
      { text: ' reports', match: false },
    ])
  })

  it('marks Korean keywords inside words', () => {
    expect(splitHighlight('다회용기 배달, 서울 전역으로', '배달')).toEqual([
      { text: '다회용기 ', match: false },
      { text: '배달', match: true },
      { text: ', 서울 전역으로', match: false },
    ])
  })

  it('treats regular-expression characters in the keyword literally', () => {
    expect(splitHighlight('Commission cut by 2.5% (small)', '2.5%')).toEqual([
      { text: 'Commission cut by ', match: false },
      { text: '2.5%', match: true },
      { text: ' (small)', match: false },
    ])
    expect(splitHighlight('a+b (c) [d]', '(c)')).toEqual([
      { text: 'a+b ', match: false },
      { text: '(c)', match: true },
      { text: ' [d]', match: false },
    ])
    expect(splitHighlight('2x5% off', '2.5%')).toEqual([{ text: '2x5% off', match: false }])
  })

  it('returns markup as plain text parts, never as HTML', () => {
    const parts = splitHighlight('<img src=x onerror=alert(1)> news', 'news')
    expect(parts).toEqual([
      { text: '<img src=x onerror=alert(1)> ', match: false },
      { text: 'news', match: true },
    ])
  })

  it('trims the keyword and leaves the text whole without one', () => {
    expect(splitHighlight('Fact check', '  ')).toEqual([{ text: 'Fact check', match: false }])
    expect(splitHighlight('Fact check', undefined)).toEqual([{ text: 'Fact check', match: false }])
    expect(splitHighlight('Fact check', ' fact ')).toEqual([
      { text: 'Fact', match: true },
      { text: ' check', match: false },
    ])
    expect(splitHighlight('', 'x')).toEqual([])
  })

  it('marks a keyword that is the whole text or repeated back to back', () => {
    expect(splitHighlight('ESGESG', 'esg')).toEqual([
      { text: 'ESG', match: true },
      { text: 'ESG', match: true },
    ])
  })
})

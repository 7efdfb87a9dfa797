import { ko } from '@payloadcms/translations/languages/ko'
import { describe, expect, it } from 'vitest'

import { payloadKorean } from '@/admin/i18n/payloadKorean'

type Texts = Record<string, Record<string, unknown>>

/** Payload's Korean admin texts with ours merged over them, as payload.config's i18n does: "namespace.key" → text. */
function mergedKorean(): Map<string, string> {
  const texts = new Map<string, string>()
  const base = ko.translations as unknown as Texts
  const ours = payloadKorean as unknown as Texts
  for (const [ns, entries] of Object.entries(base))
    for (const [key, text] of Object.entries({ ...entries, ...ours[ns] }))
      if (typeof text === 'string') texts.set(`${ns}.${key}`, text)
  return texts
}

/**
 * A particle straight after a filled-in name: its form depends on the name's last sound (이/가,
 * 을/를, 은/는, 으로/로, 과/와), so no fixed text can be right for every name. 의, 에, 에서, 만, 도
 * do not vary and may follow a name.
 */
const VARYING_PARTICLE = /\}\}[’']?(?:[이가을를은는로과와]|으로)/

/** Latin words a Korean admin keeps as they are: names of formats and standards. */
const KEPT_IN_LATIN = new Set([
  'API',
  'URL',
  'JSON',
  'CSV',
  'ID',
  'Payload',
  'UTC',
  'HTML',
  'SVG',
  'MIME',
  'JWT',
  'GraphQL',
  'REST',
])

describe("Payload's Korean admin texts, with ours", () => {
  const texts = mergedKorean()

  it('never put a particle that depends on the name straight after one', () => {
    const wrong = [...texts].filter(([, text]) => VARYING_PARTICLE.test(text)).map(([key, text]) => `${key}: ${text}`)
    expect(wrong).toEqual([])
  })

  it('are Korean: no English words but names of formats, no stray translator notes', () => {
    const english = [...texts]
      .map(([key, text]) => {
        const words = text.replace(/\{\{[^}]*\}\}|<[^>]*>|https?:\/\/\S+/g, ' ').match(/[A-Za-z]{2,}/g) ?? []
        return [key, words.filter((word) => !KEPT_IN_LATIN.has(word))] as const
      })
      .filter(([, words]) => words.length)
      .map(([key, words]) => `${key}: ${words.join(' ')}`)
    expect(english).toEqual([])
    const long = [...texts].filter(([, text]) => text.length > 300).map(([key]) => key)
    expect(long).toEqual([])
  })

  it('fill the names in as an editor reads them', () => {
    expect(texts.get('general.searchBy')!.replace('{{label}}', '제목')).toBe('제목에서 검색')
    expect(texts.get('general.successfullyCreated')!.replace('{{label}}', '보도자료')).toBe(
      '보도자료 항목을 만들었습니다.',
    )
    expect(texts.get('general.false')).toBe('아니요')
  })
})

import { beforeAll, describe, expect, it } from 'vitest'

import { LATEST_PRESS_RELEASE } from '../../seed/fixtures'
import { getLegacy } from '../helpers/http'
import type { Page } from '../helpers/legacyExpect'

/** The title of the newest press release, in whatever language the request resolved to. */
async function latestTitle(query: string, cookie?: string): Promise<string> {
  const { status, body } = await getLegacy<Page>(
    `/api/report?pageSize=1${query}`,
    cookie ? { headers: { cookie } } : undefined,
  )
  expect(status).toBe(200)
  return body.data!.list[0].reportTitle as string
}

describe('legacy API language over HTTP (query, then cookie, then Korean)', () => {
  it('reads lang=KR (any case) as Korean, also over an EN cookie', async () => {
    expect(await latestTitle('&lang=EN')).toBe(LATEST_PRESS_RELEASE.en)
    for (const value of ['KR', 'kr', 'ko', 'KO']) {
      expect(await latestTitle(`&lang=${value}`), value).toBe(LATEST_PRESS_RELEASE.ko)
      expect(await latestTitle(`&lang=${value}`, 'lang=EN'), `${value} over the EN cookie`).toBe(
        LATEST_PRESS_RELEASE.ko,
      )
    }
  })

  it('reads a KR cookie as Korean and an EN cookie as English, when the query says nothing', async () => {
    expect(await latestTitle('', 'lang=KR')).toBe(LATEST_PRESS_RELEASE.ko)
    expect(await latestTitle('', 'session=abc; lang=KR; theme=dark')).toBe(LATEST_PRESS_RELEASE.ko)
    expect(await latestTitle('', 'lang=EN')).toBe(LATEST_PRESS_RELEASE.en)
    expect(await latestTitle('&lang=', 'lang=EN'), 'an empty lang= leaves the cookie in charge').toBe(
      LATEST_PRESS_RELEASE.en,
    )
    expect(await latestTitle('&lang=EN', 'lang=KR'), 'the query wins').toBe(LATEST_PRESS_RELEASE.en)
  })

  it.each(['fr', 'english', 'en-US', 'JP', 'e%00n', '%F0%9F%8D%9C'])(
    'answers an unknown lang=%s in Korean (200, no error)',
    async (value) => {
      expect(await latestTitle(`&lang=${value}`)).toBe(LATEST_PRESS_RELEASE.ko)
    },
  )

  it.each(['JP', 'english', '', 'EN-US'])('answers an unknown lang cookie %j in Korean', async (value) => {
    expect(await latestTitle('', `lang=${value}`)).toBe(LATEST_PRESS_RELEASE.ko)
  })
})

describe.each([
  ['notice', 'noticeTitle'],
  ['writing', 'writingTitle'],
] as const)('language of %s details', (type, field) => {
  const titles = { ko: '', en: '' }
  let seq = 0

  beforeAll(async () => {
    seq = (await getLegacy<Page>(`/api/${type}?pageSize=1`)).body.data!.list[0][`${type}Seq`] as number
    for (const locale of ['ko', 'en'] as const) {
      titles[locale] = (
        await getLegacy<Record<string, string>>(`/api/${type}/${seq}/detail?lang=${locale}`)
      ).body.data![field]
    }
    expect(titles.ko).not.toBe(titles.en)
  })

  it('follows lang=KR, a KR cookie and an EN cookie, and falls back to Korean for an unknown value', async () => {
    const title = async (query: string, cookie?: string) =>
      (
        await getLegacy<Record<string, string>>(
          `/api/${type}/${seq}/detail${query}`,
          cookie ? { headers: { cookie } } : undefined,
        )
      ).body.data![field]
    expect(await title('?lang=KR', 'lang=EN')).toBe(titles.ko)
    expect(await title('', 'lang=KR')).toBe(titles.ko)
    expect(await title('', 'lang=EN')).toBe(titles.en)
    expect(await title('?lang=EN')).toBe(titles.en)
    expect(await title('?lang=fr')).toBe(titles.ko)
    expect(await title('', 'lang=JP')).toBe(titles.ko)
  })
})

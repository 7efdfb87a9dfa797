/**
 * Checks `fixtures.ts` against the content files, without a database: every count, search fact
 * and hidden-item promise that tests rely on. Returns the problems found (none when all hold).
 */
import { banners, factChecks, mediaReports, notices, pressReleases, writings } from './data'
import {
  HIDDEN_KEYWORD,
  HIDDEN_TITLES,
  LATEST_PRESS_RELEASE,
  PUBLIC_COUNTS,
  SEARCH_FIXTURES,
  TOTAL_COUNTS,
} from './fixtures'
import { blocksText } from './richText'
import type { ArticleSeed, Locale, MediaReportSeed, NewsroomType } from './types'

type Searchable = { public: boolean; title: Record<Locale, string>; text: Record<Locale, string> }

const isPublic = (item: { visibility?: string }) => (item.visibility ?? 'public') === 'public'

function fromArticle(item: ArticleSeed): Searchable {
  const { ko, en } = item.text
  return {
    public: isPublic(item),
    title: { ko: ko.title, en: en.title },
    text: {
      ko: [ko.title, ko.subtitle, blocksText(ko.body)].join('\n'),
      en: [en.title, en.subtitle, blocksText(en.body)].join('\n'),
    },
  }
}

function fromMedia(item: MediaReportSeed): Searchable {
  const { ko, en } = item.text
  return {
    public: true,
    title: { ko: ko.title, en: en.title },
    text: { ko: `${ko.title}\n${ko.summary}`, en: `${en.title}\n${en.summary}` },
  }
}

const lists: Record<NewsroomType, Searchable[]> = {
  pressRelease: pressReleases.map(fromArticle),
  fact: factChecks.map(fromArticle),
  media: mediaReports.map(fromMedia),
}

const contains = (text: string, word: string) => text.toLowerCase().includes(word.toLowerCase())

/** What ILIKE '%word%' would match if `%` and `_` in the word were not escaped. */
const wildcardMatch = (text: string, word: string) => {
  const pattern = [...word]
    .map((c) => (c === '%' ? '[\\s\\S]*' : c === '_' ? '[\\s\\S]' : c.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('')
  return new RegExp(pattern, 'i').test(text)
}

/** SPEC §9 figures that must appear in the content, per locale. */
const REQUIRED_PHRASES: Record<Locale, string[]> = {
  ko: ['2,000억 원', '2022년 대비 50%', '100% 재생에너지', '최소 6개월마다', '3일', '최소주문금액 없이'],
  en: [
    '200 billion won',
    '50% against 2022',
    '100% renewable',
    'at least every six months',
    'three days',
    'no minimum order',
  ],
}

export function fixtureProblems(now: Date = new Date()): string[] {
  const problems: string[] = []
  const expect = (ok: boolean, message: string) => {
    if (!ok) problems.push(message)
  }

  const publicCount = (items: { visibility?: string }[]) => items.filter(isPublic).length
  expect(
    publicCount(pressReleases) === PUBLIC_COUNTS.pressRelease,
    `public press releases ≠ ${PUBLIC_COUNTS.pressRelease}`,
  )
  expect(publicCount(factChecks) === PUBLIC_COUNTS.fact, `public fact checks ≠ ${PUBLIC_COUNTS.fact}`)
  expect(mediaReports.length === PUBLIC_COUNTS.media, `media reports ≠ ${PUBLIC_COUNTS.media}`)
  expect(publicCount(notices) === PUBLIC_COUNTS.notices, `public notices ≠ ${PUBLIC_COUNTS.notices}`)
  expect(
    notices.filter((n) => isPublic(n) && n.pinned).length === PUBLIC_COUNTS.pinnedNotices,
    `pinned notices ≠ ${PUBLIC_COUNTS.pinnedNotices}`,
  )
  expect(writings.length === PUBLIC_COUNTS.writings, `writings ≠ ${PUBLIC_COUNTS.writings}`)
  expect(pressReleases.length === TOTAL_COUNTS['press-releases'], 'press release total differs')
  expect(notices.length === TOTAL_COUNTS.notices, 'notice total differs')
  expect(banners.length === TOTAL_COUNTS.banners, 'banner total differs')

  const latest = pressReleases.filter(isPublic).sort((a, b) => b.date.localeCompare(a.date))[0]
  expect(
    latest?.date === LATEST_PRESS_RELEASE.date &&
      latest.text.ko.title === LATEST_PRESS_RELEASE.ko &&
      latest.text.en.title === LATEST_PRESS_RELEASE.en,
    'LATEST_PRESS_RELEASE is not the newest public press release',
  )

  for (const item of [...pressReleases, ...factChecks, ...mediaReports, ...notices, ...writings]) {
    const scheduled = 'visibility' in item && item.visibility === 'scheduled'
    const past = new Date(`${item.date}T10:00:00+09:00`) <= now
    expect(
      scheduled ? !past : past,
      `${item.text.ko.title}: date ${item.date} should be ${scheduled ? 'future' : 'past'}`,
    )
  }

  for (const fixture of SEARCH_FIXTURES) {
    const label = `search "${fixture.keyword}" (${fixture.locale}, ${fixture.type})`
    const hits = lists[fixture.type].filter(
      (item) => item.public && contains(item.text[fixture.locale], fixture.keyword),
    )
    expect(hits.length === fixture.matches, `${label}: ${hits.length} matches, fixture says ${fixture.matches}`)
    expect(
      hits.some((item) => item.title[fixture.locale] === fixture.example),
      `${label}: example "${fixture.example}" is not a match`,
    )
    if (fixture.decoy !== undefined) {
      const decoy = lists[fixture.type].find((item) => item.public && item.title[fixture.locale] === fixture.decoy)
      expect(
        decoy !== undefined &&
          !contains(decoy.text[fixture.locale], fixture.keyword) &&
          wildcardMatch(decoy.text[fixture.locale], fixture.keyword),
        `${label}: decoy "${fixture.decoy}" must be public, not contain the keyword, and match it with % and _ as wildcards`,
      )
    }
    const titled = hits.filter((item) => contains(item.title[fixture.locale], fixture.keyword)).length
    expect(fixture.inTitle ? titled > 0 : titled === 0, `${label}: inTitle should be ${titled > 0}`)
    if (!fixture.inTitle) {
      // Body only: subtitles and summaries must not contain it either.
      const source =
        fixture.type === 'media' ? mediaReports : fixture.type === 'pressRelease' ? pressReleases : factChecks
      for (const item of source) {
        const t = item.text[fixture.locale]
        const lead = 'subtitle' in t ? t.subtitle : ''
        expect(!contains(`${t.title}\n${lead}`, fixture.keyword), `${label}: found in a title or subtitle`)
      }
    }
  }

  const hidden = [...pressReleases, ...notices].filter((item) => !isPublic(item))
  expect(hidden.length === HIDDEN_TITLES.length, 'hidden item count differs from HIDDEN_TITLES')
  for (const item of hidden) {
    expect(
      (HIDDEN_TITLES as readonly string[]).includes(item.text.ko.title),
      `${item.text.ko.title} not in HIDDEN_TITLES`,
    )
  }
  for (const locale of ['ko', 'en'] as const) {
    const word = HIDDEN_KEYWORD[locale]
    for (const item of hidden) {
      expect(contains(blocksText(item.text[locale].body), word), `hidden item lacks "${word}"`)
    }
    const publicTexts = [
      ...Object.values(lists).flatMap((items) => items.filter((item) => item.public).map((item) => item.text[locale])),
      ...notices.filter(isPublic).map((n) => `${n.text[locale].title}\n${blocksText(n.text[locale].body)}`),
    ]
    expect(!publicTexts.some((text) => contains(text, word)), `a public item contains the hidden keyword "${word}"`)

    const corpus = [
      ...pressReleases.map((p) => blocksText(p.text[locale].body)),
      ...writings.map((w) => blocksText(w.text[locale].body)),
    ].join('\n')
    for (const phrase of REQUIRED_PHRASES[locale]) expect(contains(corpus, phrase), `content lacks "${phrase}"`)
  }
  return problems
}

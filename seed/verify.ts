/**
 * Checks a seeded database against `fixtures.ts`: counts, what the public can and cannot see,
 * search facts (on the stored searchText), both locales of every localized row, and the dev
 * accounts. Run: `tsx scripts/with-db.ts tsx seed/verify.ts`. Exits 1 and lists the problems.
 */
import { sql } from '@payloadcms/db-postgres'
import { getPayload, type CollectionSlug } from 'payload'

import config from '../payload.config'
import { fixtureProblems } from './checkFixtures'
import { devAccounts } from './devAccounts'
import { HIDDEN_KEYWORD, HIDDEN_TITLES, PUBLIC_COUNTS, SEARCH_FIXTURES, TOTAL_COUNTS } from './fixtures'
import type { Locale } from './types'

process.env.PAYLOAD_DISABLE_JOBS ??= '1'

const HANGUL = /[\uac00-\ud7a3]/
const TABLES = { report: 'press_releases', fact: 'fact_checks', media: 'media_reports', notice: 'notices' } as const

const payload = await getPayload({ config })
const problems: string[] = fixtureProblems()
const expect = (ok: boolean, message: string) => {
  if (!ok) problems.push(message)
}
/** Korean text must contain Hangul; English text must not (a missing English value would fall back to Korean). */
const expectLanguage = (locale: Locale, value: unknown, where: string) => {
  const text = typeof value === 'string' ? value : ''
  expect(text.length > 0 && (locale === 'ko') === HANGUL.test(text), `${where} [${locale}]: "${text}"`)
}

try {
  for (const [collection, total] of Object.entries(TOTAL_COUNTS)) {
    const { totalDocs } = await payload.count({ collection: collection as CollectionSlug, overrideAccess: true })
    expect(totalDocs === total, `${collection}: ${totalDocs} documents, expected ${total}`)
  }

  const anonymous = { overrideAccess: false } as const
  const publicCount = async (collection: CollectionSlug) =>
    (await payload.count({ collection, ...anonymous })).totalDocs
  expect((await publicCount('press-releases')) === PUBLIC_COUNTS.report, 'public press releases differ')
  expect((await publicCount('fact-checks')) === PUBLIC_COUNTS.fact, 'public fact checks differ')
  expect((await publicCount('media-reports')) === PUBLIC_COUNTS.media, 'public media reports differ')
  expect((await publicCount('notices')) === PUBLIC_COUNTS.notices, 'public notices differ')
  expect((await publicCount('writings')) === PUBLIC_COUNTS.writings, 'public writings differ')
  expect((await publicCount('policies')) === TOTAL_COUNTS.policies, 'not every policy is public')

  for (const title of HIDDEN_TITLES) {
    for (const collection of ['press-releases', 'notices'] as const) {
      const seen = await payload.find({ collection, where: { title: { equals: title } }, locale: 'ko', ...anonymous })
      expect(seen.totalDocs === 0, `hidden "${title}" is visible in ${collection}`)
    }
  }

  // Search facts, on the column the legacy search reads (literal substring, case-insensitive).
  const publicMatches = async (table: string, locale: Locale, keyword: string) => {
    const result = await payload.db.drizzle.execute(
      sql`SELECT count(*)::int AS n FROM ${sql.identifier(`${table}_locales`)} l
          JOIN ${sql.identifier(table)} t ON t.id = l._parent_id
          WHERE l._locale = ${locale} AND t._status = 'published' AND t.publish_date <= now()
            AND strpos(lower(l.search_text), lower(${keyword})) > 0`,
    )
    return (result.rows[0] as { n: number }).n
  }
  for (const f of SEARCH_FIXTURES) {
    const n = await publicMatches(TABLES[f.type], f.locale, f.keyword)
    expect(
      n === f.matches,
      `search "${f.keyword}" (${f.locale}, ${f.type}): ${n} in the database, fixture says ${f.matches}`,
    )
  }
  for (const locale of ['ko', 'en'] as const) {
    for (const table of Object.values(TABLES)) {
      const n = await publicMatches(table, locale, HIDDEN_KEYWORD[locale])
      expect(n === 0, `hidden keyword found publicly in ${table} (${locale})`)
    }
  }

  // Both locales of every localized value, read without fallback.
  for (const locale of ['ko', 'en'] as const) {
    const read = { locale, fallbackLocale: false, overrideAccess: true, depth: 0 } as const
    for (const collection of ['press-releases', 'fact-checks', 'media-reports', 'notices', 'writings'] as const) {
      const { docs } = await payload.find({ collection, ...read, pagination: false, draft: false })
      for (const doc of docs) expectLanguage(locale, doc.title, `${collection} ${doc.id} title`)
    }
    const fonts = await payload.find({ collection: 'fonts', ...read, pagination: false })
    for (const font of fonts.docs) {
      expectLanguage(locale, font.name, `font ${font.shortName} name`)
      expectLanguage(locale, font.releaseLabel, `font ${font.shortName} releaseLabel`)
    }
    const tracks = await payload.find({ collection: 'music-tracks', ...read, pagination: false })
    for (const track of tracks.docs) {
      expectLanguage(locale, track.title, `track ${track.order} title`)
      const tags = track.tags ?? []
      expect(tags.length >= 2 && tags.length <= 4, `track ${track.order} has ${tags.length} tags [${locale}]`)
      for (const row of tags) expectLanguage(locale, row.tag.replace('#', ''), `track ${track.order} tag`)
    }
    const settings = await payload.findGlobal({ slug: 'site-settings', ...read })
    expectLanguage(locale, settings.companyName, 'site-settings companyName')
    expectLanguage(locale, settings.address, 'site-settings address')
    for (const row of settings.customerService ?? []) {
      expectLanguage(locale, row.label, `customerService ${row.phone} label`)
      expectLanguage(locale, row.hours, `customerService ${row.phone} hours`)
    }
    const history = await payload.findGlobal({ slug: 'history', ...read })
    const years = history.years ?? []
    expect(years.length === 16 && years[0]?.year === 2010 && years[15]?.year === 2025, 'history is not 2010–2025')
    for (const year of years) {
      expectLanguage(locale, year.summary, `history ${year.year} summary`)
      const months = year.months ?? []
      expect(months.length >= 2 && months.length <= 4, `history ${year.year} has ${months.length} months`)
      for (const month of months) {
        expectLanguage(locale, month.goal, `history ${year.year}.${month.month} goal`)
        expectLanguage(locale, month.goalDetail, `history ${year.year}.${month.month} goalDetail`)
      }
    }
    const album = await payload.findGlobal({ slug: 'music-album', ...read })
    expectLanguage(locale, album.title, 'music-album title')
  }

  const { totalDocs: users } = await payload.count({ collection: 'users', overrideAccess: true })
  if (users > 0) {
    for (const account of devAccounts) {
      const { docs } = await payload.find({
        collection: 'users',
        where: { email: { equals: account.email } },
        overrideAccess: true,
      })
      const user = docs[0]
      expect(user?.role === account.role && user.devAccount === true, `${account.email}: role or devAccount wrong`)
      const login = await payload.login({
        collection: 'users',
        data: { email: account.email, password: account.password },
      })
      expect(Boolean(login.token), `${account.email} cannot log in`)
    }
  }
} finally {
  await payload.destroy()
}

if (problems.length > 0) {
  console.error(`Seed verification found ${problems.length} problem(s):\n- ${problems.join('\n- ')}`)
  process.exit(1)
}
console.log('Seed verification passed.')
process.exit(0)

import { createHash } from 'node:crypto'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { type Locale, locales } from '@/i18n/locales'
import { newsroomSegment } from '@/lib/data/types'

import { devAccounts } from '../../seed/devAccounts'
import { routes } from '../../tooling/routes'
import { resolvePath } from '../helpers/seededPath'
import { bearer, deleteDocs, login, request, settledPage } from '../helpers/http'
import { inLocale, message } from '../helpers/messages'

/*
 * The JSON-LD of the public pages, read the way a crawler reads it: the
 * server's HTML without JavaScript, every `application/ld+json` block parsed.
 */

type Node = Record<string, unknown> & { '@type'?: string }
type Crumb = { '@type': string; position: number; name: string; item: string }

const LD_OPENING = /<script\b[^>]*\btype="application\/ld\+json"[^>]*>/gi
const LD_BLOCK = /<script\b[^>]*\btype="application\/ld\+json"[^>]*>([\s\S]*?)<\/script\s*>/gi

/** Every JSON-LD block of a page, parsed; a block that does not parse, or that the HTML parser would cut short, throws. */
function jsonLdOf(html: string, where: string): Node[] {
  const texts = [...html.matchAll(LD_BLOCK)].map((m) => m[1])
  // Each opening tag closes at its own end tag: nothing in the data ended the element early.
  expect(texts.length, `${where}: script elements that open and close`).toBe(html.match(LD_OPENING)?.length ?? 0)
  return texts.map((text, i) => {
    try {
      return JSON.parse(text) as Node
    } catch (error) {
      throw new Error(`${where}: JSON-LD block ${i + 1} does not parse (${String(error)}): ${text.slice(0, 200)}`)
    }
  })
}

const ofType = (nodes: Node[], type: string) => nodes.filter((n) => n['@type'] === type)
const onlyOne = (nodes: Node[], type: string, where: string) => {
  const found = ofType(nodes, type)
  expect(found, `${where}: one ${type}`).toHaveLength(1)
  return found[0]
}
const pathOf = (url: unknown) => {
  expect(url, 'an absolute URL').toMatch(/^https?:\/\//)
  return new URL(String(url)).pathname
}

async function page(path: string): Promise<{ status: number; html: string; csp: string }> {
  const res = await request(path)
  return { status: res.status, html: await res.text(), csp: res.headers.get('content-security-policy') ?? '' }
}

let token = ''
type Settings = { companyName: string; address: string; customerService: { phone: string; label: string }[] }
const settings = {} as Record<Locale, Settings>

beforeAll(async () => {
  const editor = devAccounts.find((a) => a.role === 'editor')!
  token = await login(editor.email, editor.password)
  for (const locale of locales) {
    const res = await request(`/api/globals/site-settings?locale=${locale}&depth=0`, { headers: bearer(token) })
    expect(res.status).toBe(200)
    settings[locale] = (await res.json()) as Settings
  }
})

describe.each(locales)('JSON-LD of every public route in %s', (locale) => {
  it('parses on every page; pages below Main carry one BreadcrumbList from Main to themselves; not-found pages carry none', async () => {
    const problems: string[] = []
    const cases = await Promise.all(
      routes.map(async (route) => ({
        route,
        path: inLocale(locale, await resolvePath(route.path)),
        canonical: inLocale(locale, await resolvePath(route.canonical ?? route.path)),
      })),
    )
    // A few at a time: detail pages render on their first visit.
    for (let i = 0; i < cases.length; i += 4) {
      await Promise.all(
        cases.slice(i, i + 4).map(async ({ route, path, canonical }) => {
          const { status, html } = await page(path)
          if (status !== route.status) return problems.push(`${path}: status ${status}`)
          const nodes = jsonLdOf(html, path)
          for (const node of nodes)
            if (node['@context'] !== 'https://schema.org' || typeof node['@type'] !== 'string')
              problems.push(`${path}: a block without schema.org context and type`)
          if (route.status === 404) {
            if (nodes.length) problems.push(`${path}: a not-found page with structured data`)
            return
          }
          if (route.path === '/' || route.noindex) return
          const lists = ofType(nodes, 'BreadcrumbList')
          if (lists.length !== 1) return problems.push(`${path}: ${lists.length} BreadcrumbLists`)
          const crumbs = lists[0].itemListElement as Crumb[]
          if (crumbs.map((c) => c.position).join() !== crumbs.map((_, n) => n + 1).join())
            problems.push(`${path}: breadcrumb positions ${crumbs.map((c) => c.position).join()}`)
          if (crumbs.some((c) => c['@type'] !== 'ListItem' || !c.name))
            problems.push(`${path}: a breadcrumb without type or name`)
          if (pathOf(crumbs[0].item) !== inLocale(locale, '/'))
            problems.push(`${path}: the trail does not start at Main`)
          if (pathOf(crumbs.at(-1)!.item) !== canonical)
            problems.push(`${path}: the trail ends at ${crumbs.at(-1)!.item}, not ${canonical}`)
          if (crumbs.length < 2) problems.push(`${path}: a trail of ${crumbs.length}`)
        }),
      )
    }
    expect(problems).toEqual([])
  })

  it('Main: the Organization in this language (logo, address, customer service, related sites) and the WebSite search, still a static page', async () => {
    const html = await settledPage(inLocale(locale, '/'))
    const nodes = jsonLdOf(html, 'Main')
    const org = onlyOne(nodes, 'Organization', 'Main')
    const other = locales.find((l) => l !== locale)!
    expect(org.name).toBe(settings[locale].companyName)
    expect(org.alternateName).toContain(settings[other].companyName)
    expect(pathOf(org.url)).toBe(inLocale(locale, '/'))
    expect(org.address).toEqual({
      '@type': 'PostalAddress',
      streetAddress: settings[locale].address,
      addressCountry: 'KR',
    })
    const contacts = org.contactPoint as { telephone: string; name: string; contactType: string }[]
    expect(contacts.map((c) => [c.telephone, c.name])).toEqual(
      settings[locale].customerService.map((line) => [line.phone, line.label]),
    )
    expect(contacts.every((c) => c.contactType === 'customer service')).toBe(true)

    const related: string[] = []
    for (const level of [1, 2, 3]) {
      const body = (await (await request(`/api/connection-site/${level}`)).json()) as {
        data: { connectionSiteUrl: string }[]
      }
      related.push(...body.data.map((site) => site.connectionSiteUrl))
    }
    expect(related.length).toBeGreaterThan(0)
    expect([...(org.sameAs as string[])].sort()).toEqual([...new Set(related)].sort())

    const logo = await request(pathOf(org.logo))
    expect(logo.status).toBe(200)
    expect(logo.headers.get('content-type')).toBe('image/png')

    const site = onlyOne(nodes, 'WebSite', 'Main')
    expect(site).toMatchObject({ inLanguage: locale, name: message(locale, 'common', 'brand.name') })
    expect((site.publisher as Node)['@id']).toBe(org['@id'])
    const action = site.potentialAction as { '@type': string; target: { urlTemplate: string }; 'query-input': string }
    expect(action['@type']).toBe('SearchAction')
    expect(action['query-input']).toBe('required name=search_term_string')
    const template = action.target.urlTemplate
    expect(template).toMatch(/\?keyword=\{search_term_string\}$/)
    expect(pathOf(template.replace('{search_term_string}', ''))).toBe(inLocale(locale, '/newsroom/search'))
    // The template leads to a search that works.
    const search = await request(pathOf(template) + `?keyword=${encodeURIComponent('배달')}`)
    expect(search.status).toBe(200)
  })

  it('the newsroom search: the WebSite search and its trail Main > Newsroom > Search', async () => {
    const path = inLocale(locale, '/newsroom/search')
    const nodes = jsonLdOf((await page(path)).html, path)
    const site = onlyOne(nodes, 'WebSite', path)
    const template = (site.potentialAction as { target: { urlTemplate: string } }).target.urlTemplate
    expect(pathOf(template.replace('{search_term_string}', ''))).toBe(path)
    const crumbs = onlyOne(nodes, 'BreadcrumbList', path).itemListElement as Crumb[]
    expect(crumbs.map((c) => [c.name, pathOf(c.item)])).toEqual([
      [message(locale, 'common', 'brand.name'), inLocale(locale, '/')],
      [message(locale, 'common', 'menu.newsroom.title'), inLocale(locale, '/newsroom/report')],
      [message(locale, 'common', 'menu.newsroom.search'), path],
    ])
  })

  it.each([
    ['pressRelease', 'press-releases', '{pressReleaseId}'],
    ['fact', 'fact-checks', '{factId}'],
  ] as const)('a %s detail: a NewsArticle in this language and its trail', async (type, collection, placeholder) => {
    const id = await resolvePath(placeholder)
    const path = inLocale(locale, `/newsroom/${newsroomSegment[type]}/detail/${id}`)
    const res = await request(`/api/${collection}/${id}?locale=${locale}&depth=1`, { headers: bearer(token) })
    expect(res.status).toBe(200)
    const doc = (await res.json()) as {
      title: string
      subtitle?: string | null
      publishDate: string
      thumbnail?: { url?: string; sizes?: { thumbnail?: { url?: string | null } } } | null
    }
    const nodes = jsonLdOf((await page(path)).html, path)
    const article = onlyOne(nodes, 'NewsArticle', path)
    expect(article).toMatchObject({
      headline: doc.title,
      datePublished: new Date(doc.publishDate).toISOString(),
      inLanguage: locale,
      articleSection: message(locale, 'newsroom', `${type}.title`),
      publisher: { '@type': 'Organization', name: settings[locale].companyName },
    })
    // When the item last changed: for the seed, its save, after its (past) publish date. Not compared
    // with updatedAt exactly: Next's data cache (.next/cache) outlives the test database, so a page
    // may carry the save time of an earlier run's identical seed.
    expect(article.dateModified).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(?:\.\d+)?Z$/)
    expect(Date.parse(String(article.dateModified))).toBeGreaterThan(Date.parse(doc.publishDate))
    if (doc.subtitle) expect(article.description).toBe(doc.subtitle)
    expect(pathOf(article.url)).toBe(path)
    expect(pathOf((article.publisher as Node).logo)).toBe(`/logo/${locale}.png`)
    const image = doc.thumbnail?.sizes?.thumbnail?.url ?? doc.thumbnail?.url
    if (image) expect((article.image as string[]).map(pathOf)).toEqual([new URL(image, 'http://x').pathname])

    const crumbs = onlyOne(nodes, 'BreadcrumbList', path).itemListElement as Crumb[]
    expect(crumbs.map((c) => [c.name, pathOf(c.item)])).toEqual([
      [message(locale, 'common', 'brand.name'), inLocale(locale, '/')],
      [message(locale, 'common', 'menu.newsroom.title'), inLocale(locale, '/newsroom/report')],
      [
        message(locale, 'common', `menu.newsroom.${newsroomSegment[type]}`),
        inLocale(locale, `/newsroom/${newsroomSegment[type]}`),
      ],
      [doc.title, path],
    ])
  })

  it('a section page: its trail Main > section > page, named in this language', async () => {
    const path = inLocale(locale, '/company/history')
    const crumbs = onlyOne(jsonLdOf((await page(path)).html, path), 'BreadcrumbList', path).itemListElement as Crumb[]
    expect(crumbs.map((c) => [c.name, pathOf(c.item)])).toEqual([
      [message(locale, 'common', 'brand.name'), inLocale(locale, '/')],
      [message(locale, 'common', 'menu.company.title'), inLocale(locale, '/company/culture')],
      [message(locale, 'common', 'menu.company.history'), path],
    ])
  })
})

describe('a press release whose title tries to leave the JSON-LD block', () => {
  const ATTACK = '</script><script>alert(1)</script>'
  const title = `JSON-LD <!-- ${ATTACK} & \u2028 end`
  const created: number[] = []
  afterAll(async () => {
    if (created.length) await deleteDocs('press-releases', created, token)
  })

  it('stays data: the block parses back to the exact title, no script element appears, none is allowed by the CSP', async () => {
    const res = await request('/api/press-releases?locale=ko', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...bearer(token) },
      body: JSON.stringify({ title, publishDate: '2020-01-01T00:00:00.000Z', _status: 'published' }),
    })
    expect(res.status).toBe(201)
    const { doc } = (await res.json()) as { doc: { id: number } }
    created.push(doc.id)

    const path = `/newsroom/report/detail/${doc.id}`
    const { status, html, csp } = await page(path)
    expect(status).toBe(200)
    const article = onlyOne(jsonLdOf(html, path), 'NewsArticle', path)
    expect(article.headline).toBe(title)
    expect((onlyOne(jsonLdOf(html, path), 'BreadcrumbList', path).itemListElement as Crumb[]).at(-1)!.name).toBe(title)
    // Nowhere in the document (JSON-LD, heading, the RSC payload) does the title's markup survive.
    expect(html).not.toContain('<script>alert(1)')
    expect(html).not.toMatch(/<script\b[^>]*>alert\(1\)<\/script>/)
    const sha = `'sha256-${createHash('sha256').update('alert(1)', 'utf8').digest('base64')}'`
    expect(csp).toContain('script-src')
    expect(csp).not.toContain(sha)
  })
})

import { describe, expect, it } from 'vitest'

import { routePatterns } from '../../../server/routePatterns'
import { onShutdown, runShutdownHooks } from '../../../src/lib/lifecycle/shutdown'
import { logLevel, serializeError, withoutQueryParameters } from '../../../src/lib/log/logger'

describe('route patterns of the request log', () => {
  const routeOf = routePatterns({
    staticRoutes: [
      { page: '/api/fact', regex: '^/api/fact(?:/)?$' },
      { page: '/robots.txt', regex: '^/robots\\.txt(?:/)?$' },
      { page: '/sitemap.xml', regex: '^/sitemap\\.xml(?:/)?$' },
      { page: '/sitemaps/pages.xml', regex: '^/sitemaps/pages\\.xml(?:/)?$' },
      { page: '/[locale]/notice', regex: '^/([^/]+?)/notice(?:/)?$' },
    ],
    dynamicRoutes: [
      { page: '/api/forms/[kind]', regex: '^/api/forms/([^/]+?)(?:/)?$' },
      { page: '/sitemaps/[collection]/[file]', regex: '^/sitemaps/([^/]+?)/([^/]+?)(?:/)?$' },
      { page: '/[locale]', regex: '^/([^/]+?)(?:/)?$' },
      { page: '/[locale]/newsroom/report/detail/[id]', regex: '^/([^/]+?)/newsroom/report/detail/([^/]+?)(?:/)?$' },
      { page: '/[locale]/[...rest]', regex: '^/([^/]+?)/(.+?)(?:/)?$' },
    ],
  })

  it.each([
    // The page, not the values in its address (a Korean address is the page of the /ko one).
    ['/api/forms/report', '/api/forms/[kind]'],
    ['/newsroom/report/detail/17', '/[locale]/newsroom/report/detail/[id]'],
    ['/en/newsroom/report/detail/17', '/[locale]/newsroom/report/detail/[id]'],
    ['/', '/[locale]'],
    ['/en', '/[locale]'],
    ['/notice', '/[locale]/notice'],
    ['/ko/notice', '/[locale]/notice'],
    ['/api/fact', '/api/fact'],
    ['/robots.txt', '/robots.txt'],
    // The sitemap index and its children are the site's own files, not public files or pages.
    ['/sitemap.xml', '/sitemap.xml'],
    ['/sitemaps/pages.xml', '/sitemaps/pages.xml'],
    ['/sitemaps/press-releases/3.xml', '/sitemaps/[collection]/[file]'],
    // What no page answers, grouped.
    ['/_next/static/chunks/abc.js', '/_next/static'],
    ['/fonts/pretendard.woff2', '(file)'],
    ['/no/such/page', '/[locale]/[...rest]'],
    ['/api/nothing/here/at/all', '(unmatched)'],
  ])('logs %s as %s', (address, route) => {
    expect(routeOf(address)).toBe(route)
  })
})

describe('the logger', () => {
  it('takes LOG_LEVEL, and info when it is unset or not a level', () => {
    expect(logLevel({ LOG_LEVEL: 'debug' })).toBe('debug')
    expect(logLevel({ LOG_LEVEL: ' WARN ' })).toBe('warn')
    expect(logLevel({})).toBe('info')
    expect(logLevel({ LOG_LEVEL: 'verbose' })).toBe('info')
  })

  it("drops a failed query's parameters (what a visitor sent) from an error's message and stack", () => {
    const stack =
      'Error: Failed query: insert into "inquiries" ("email") values ($1)\nparams: a@b.com,김배달\n    at run (x.js:1:1)'
    const cleaned = withoutQueryParameters(stack)
    expect(cleaned).not.toContain('a@b.com')
    expect(cleaned).toContain('insert into "inquiries"')
    expect(cleaned).toContain('params: [redacted]\n    at run (x.js:1:1)')
  })

  it('keeps none of the values of a failed query in the error it logs', () => {
    // As drizzle throws it (DrizzleQueryError), caused by what node-postgres threw.
    const cause = Object.assign(new Error('duplicate key value violates unique constraint "users_email_idx"'), {
      code: '23505',
      detail: 'Key (email)=(a@b.com) already exists.',
    })
    const error = Object.assign(
      new Error('Failed query: insert into "users" ("email", "name") values ($1, $2)\nparams: a@b.com,김배달'),
      { query: 'insert into "users" ("email", "name") values ($1, $2)', params: ['a@b.com', '김배달'], cause },
    )
    const logged = JSON.stringify(serializeError(new AggregateError([error], 'several failed')))
    expect(logged).not.toContain('a@b.com')
    expect(logged).not.toContain('김배달')
    expect(logged).toContain('users_email_idx')
  })
})

describe('shutdown hooks', () => {
  it('runs each, and names one that fails or does not finish in time', async () => {
    const ran: string[] = []
    onShutdown('quick', async () => void ran.push('quick'))
    onShutdown('broken', () => Promise.reject(new Error('no')))
    onShutdown('stuck', () => new Promise(() => {}))
    expect((await runShutdownHooks(100)).sort()).toEqual(['broken', 'stuck'])
    expect(ran).toEqual(['quick'])
  })
})

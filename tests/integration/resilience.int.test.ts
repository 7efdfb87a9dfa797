import { execFileSync, spawn } from 'node:child_process'
import fs from 'node:fs'

import pg from 'pg'
import { describe, expect, inject, it } from 'vitest'

import { locales } from '../../src/i18n/locales'
import { runningServerPid, stopServerOf } from '../../src/lib/db/embedded'
import { embeddedBinary } from '../../src/lib/db/embeddedBinaries'
import { localePath } from '../../src/lib/site/paths'
import { message } from '../helpers/messages'
import { setupBrowser, visit } from '../helpers/browser'
import { inquiriesWith, newMarker, privateFiles, sample, submit, uniqueClient, validInquiry } from '../helpers/forms'
import { reportCount, reportFiles, validReport } from '../helpers/reports'
import { request } from '../helpers/http'
import { logLines } from '../helpers/appLog'

const embedded = inject('embedded')
const session = setupBrowser()

/** Starts Postgres again on the same data and port, as the embedded package does (not as root). */
async function restartPostgres(dataDir: string, port: number) {
  const asRoot = process.getuid?.() === 0
  const ids = asRoot
    ? {
        uid: Number(execFileSync('id', ['-u', 'postgres']).toString()),
        gid: Number(execFileSync('id', ['-g', 'postgres']).toString()),
      }
    : {}
  const settings = [
    'listen_addresses=127.0.0.1',
    'unix_socket_directories=',
    'shared_preload_libraries=pg_stat_statements',
    'fsync=off',
  ]
  const child = spawn(
    embeddedBinary('postgres'),
    ['-D', dataDir, '-p', String(port), ...settings.flatMap((s) => ['-c', s])],
    {
      ...ids,
      detached: true,
      stdio: 'ignore',
    },
  )
  child.unref()
  for (let i = 0; i < 100; i++) {
    const client = new pg.Client({ connectionString: inject('databaseUrl') })
    try {
      await client.connect()
      await client.end()
      return
    } catch {
      await new Promise((r) => setTimeout(r, 200))
    }
  }
  throw new Error('Postgres did not come back')
}

/** Skips loudly where the database is not ours to stop; CI pins the embedded one, so never there. */
function requireEmbedded(skip: (note: string) => never): NonNullable<typeof embedded> {
  if (embedded) return embedded
  const why = 'the resilience test stops and restarts PostgreSQL, which it can do only with the embedded database'
  if (process.env.CI) throw new Error(`CI must run on the embedded database (.ci/run pins it): ${why}`)
  console.warn(`\n[resilience] SKIPPED: ${why}; unset TEST_DATABASE_URL and set TEST_USE_CONTAINERS=0 to run it.\n`)
  return skip(`skipped: ${why}`)
}

describe('when PostgreSQL stops while the app runs', () => {
  it('answers 503 within 2 s, then recovers by itself when Postgres is back', async (ctx) => {
    const { dataDir, port } = requireEmbedded((note) => ctx.skip(note))
    expect((await request('/api/report?pageSize=1')).status).toBe(200)
    expect(runningServerPid(dataDir)).toBeDefined()
    const reportsBefore = await reportCount()

    await stopServerOf(dataDir)
    // The probes: the process is alive, but not ready; /readyz names the database and not why.
    expect((await request('/healthz', { signal: AbortSignal.timeout(2000) })).status).toBe(200)
    const notReady = await request('/readyz', { signal: AbortSignal.timeout(5000) })
    expect(notReady.status).toBe(503)
    expect(notReady.headers.get('cache-control')).toBe('no-store')
    expect(await notReady.json()).toEqual({
      status: 'unavailable',
      failed: ['database'],
      checks: { database: 'failed' },
    })
    for (const path of ['/api/report?pageSize=1', '/api/notice/1/detail', '/api/connection-site/2']) {
      const res = await request(path, { signal: AbortSignal.timeout(2000) })
      expect(res.status, path).toBe(503)
      const body = (await res.json()) as { detail: string; message: string }
      expect(body).toEqual({ detail: 'fail', message: expect.stringMatching(/temporarily unavailable/) })
      expect(res.headers.get('retry-after')).toBe('5')
    }

    // A visitor submitting a form meanwhile is told to retry, in their language; the file they sent
    // is not kept, and the refusal does not use up their submissions for the hour.
    const client = uniqueClient()
    const marker = newMarker('db-down')
    const filesBefore = privateFiles()
    const reportFilesBefore = reportFiles()
    for (const lang of ['ko', 'en'] as const) {
      const res = await submit('partnership', {
        fields: validInquiry('partnership', marker),
        files: [{ filename: 'deck.pdf', data: sample.pdf(500_000) }],
        client,
        lang,
      })
      expect(res.status).toBe(503)
      expect(res.headers.get('cache-control')).toBe('no-store')
      expect(res.body).toEqual({
        detail: 'fail',
        message:
          lang === 'ko'
            ? '지금은 접수할 수 없습니다. 입력하신 내용은 그대로 있으니 잠시 뒤 다시 보내 주세요.'
            : 'Submissions are temporarily unavailable. Your entries are still here; please send them again in a moment.',
      })
    }
    expect(privateFiles()).toEqual({ stored: filesBefore.stored, temp: [] })
    // An ethics report too: 503, and neither its encrypted file nor a row (counted after recovery).
    const report = await submit('report', {
      fields: validReport('report', marker),
      files: [{ filename: 'evidence.pdf', data: sample.pdf(200_000) }],
      client,
      lang: 'en',
    })
    expect(report.status).toBe(503)
    expect(report.body.detail).toBe('fail')
    expect(report.body.message).toMatch(/temporarily unavailable/)
    expect(reportFiles()).toEqual(reportFilesBefore)
    expect(privateFiles().temp).toEqual([])

    // A page that must read the database now (a share URL nobody has opened) cannot be rendered:
    // a 500 with the unexpected-error page of SPEC §8, and nothing of the server's internals.
    const uncached = `/content/report/${1_000_000 + Math.floor(Math.random() * 1_000_000)}`
    const logFrom = fs.statSync(inject('appLog')).size
    const res = await request(uncached, { headers: { 'accept-language': 'ko' }, signal: AbortSignal.timeout(5000) })
    expect(res.status).toBe(500)
    const html = await res.text()
    expect(html).not.toMatch(/ECONNREFUSED|at \S+ \(\/|node_modules|\.next\/server/)
    // The stack is in the log instead, on a JSON line with the id the visitor's answer carries.
    const requestId = res.headers.get('x-request-id')
    const lines = await logLines(inject('appLog'), logFrom, (all) =>
      all.some((line) => line.requestId === requestId && line.msg === 'request'),
    )
    const failures = lines.filter((line) => line.requestId === requestId && line.level === 'error')
    expect(failures.length).toBeGreaterThan(0)
    expect(failures.map((line) => (line.err as { stack?: string } | undefined)?.stack ?? '').join('\n')).toMatch(
      /\n\s+at /,
    )
    for (const locale of locales) {
      const page = await session.desktopPage({ locale: locale === 'en' ? 'en-US' : 'ko-KR' })
      expect((await visit(page, localePath(locale, uncached))).status()).toBe(500)
      await expect
        .poll(() => page.getByRole('heading', { level: 1 }).innerText())
        .toBe(message(locale, 'common', 'errors.unexpected.title'))
      expect(await page.locator('main').innerText()).toContain(message(locale, 'common', 'errors.unexpected.body'))
      expect(
        await page.getByRole('link', { name: message(locale, 'common', 'errors.home') }).getAttribute('href'),
      ).toBe(localePath(locale, '/'))
    }

    await restartPostgres(dataDir, port)
    let status = 0
    for (let i = 0; i < 50 && status !== 200; i++) {
      status = (await request('/api/report?pageSize=1')).status
      if (status !== 200) await new Promise((r) => setTimeout(r, 200))
    }
    expect(status).toBe(200)
    await expect.poll(async () => (await request('/readyz')).status).toBe(200)
    const body = (await (await request('/api/report?pageSize=2')).json()) as { data: { list: unknown[] } }
    expect(body.data.list).toHaveLength(2)

    // Nothing of the refused submissions was written, and the same visitor still has all five.
    expect(await inquiriesWith(marker)).toEqual([])
    expect(await reportCount()).toBe(reportsBefore)
    for (let i = 1; i <= 5; i++)
      expect(
        (await submit('other', { fields: validInquiry('other', marker), client })).status,
        `after recovery ${i}`,
      ).toBe(200)
    expect((await submit('other', { fields: validInquiry('other', marker), client })).status).toBe(429)
  })
})

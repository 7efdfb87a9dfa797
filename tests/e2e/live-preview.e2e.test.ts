import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { collections } from '@/collections'
import { requestsElsewhere, setupBrowser } from '../helpers/browser'
import { sql } from '../helpers/db'
import { deleteDocs, request } from '../helpers/http'
import { adminPage, editorToken, staffWrite } from '../helpers/staff'

/**
 * An editor works in the admin in Korean and in English and reads every
 * label of every collection they edit in that language; opens the live preview of a draft press
 * release and sees the draft's title in the frame, at a phone's and a desktop's width, while the
 * public page still shows the published one; publishes; follows "view on site" to the new title.
 * Nothing the admin or the preview loads comes from another origin.
 */
const session = setupBrowser()
const run = Date.now().toString(36)
const titles = { published: `라이브 미리보기 ${run}`, draft: `초안 제목 ${run}` }
let token = ''
let id = 0

type Node = { name?: string; label?: unknown; fields?: Node[]; tabs?: Node[]; blocks?: Node[] }
type Lang = 'ko' | 'en'

/** Every label our config gives a field of the collection, in one language. */
function labelsOf(fields: Node[], lang: Lang, into = new Set<string>()): Set<string> {
  for (const field of fields) {
    const label = field.label as Record<Lang, string> | undefined
    if (label && typeof label === 'object' && typeof label[lang] === 'string') into.add(label[lang])
    for (const nested of [field.fields, field.tabs, field.blocks]) if (nested) labelsOf(nested, lang, into)
  }
  return into
}

const bareLabel = (text: string) =>
  text
    .replace(/\s*—.*$/, '')
    .replace(/\*$/, '')
    .trim()

beforeAll(async () => {
  token = await editorToken()
  ;({
    doc: { id },
  } = await staffWrite<{ doc: { id: number } }>(token, 'POST', '/api/press-releases?locale=ko', {
    title: titles.published,
    _status: 'published',
    publishDate: new Date(Date.now() - 60_000).toISOString(),
  }))
})

afterAll(async () => {
  // Payload keeps the live preview open for the editor's next press release (a preference): the
  // files after this one open the edit view as editors usually find it.
  await sql(`UPDATE payload_preferences SET value = value - 'editViewType' WHERE key = 'collection-press-releases'`)
  if (id) await deleteDocs('press-releases', [id], token)
})

describe('the admin in each language', () => {
  it('labels every field of every collection an editor writes in the editor’s language', async () => {
    const access = (await (await request('/api/access', { headers: { Authorization: `JWT ${token}` } })).json()) as {
      collections: Record<string, { create?: true | { permission: boolean } }>
    }
    // Payload's answer lists what the user may do (`create: true`), and leaves out what they may not.
    const mayCreate = (slug: string) => {
      const create = access.collections[slug]?.create
      return create === true || create?.permission === true
    }
    const editable = collections.filter((c) => mayCreate(c.slug))
    expect(editable.length).toBeGreaterThan(8)
    for (const [locale, lang, other] of [
      ['ko-KR', 'ko', 'en'],
      ['en-US', 'en', 'ko'],
    ] as const) {
      const page = await adminPage(session, 'editor', locale)
      const elsewhere = requestsElsewhere(page)
      for (const collection of editable) {
        await page.goto(`/admin/collections/${collection.slug}/create`)
        await page.locator('.field-label').first().waitFor()
        // Without the required mark and a localized field's "— 한국어" (the language being edited).
        const shown = (await page.locator('.field-label').allTextContents()).map(bareLabel)
        const ours = labelsOf(collection.fields as Node[], lang)
        const theirs = labelsOf(collection.fields as Node[], other)
        const wrongLanguage = shown.filter((label) => theirs.has(label) && !ours.has(label))
        expect(wrongLanguage, `${collection.slug} in ${lang}`).toEqual([])
        expect(
          shown.filter((label) => ours.has(label)).length,
          `${collection.slug} in ${lang}: ${shown.join(' | ')}`,
        ).toBeGreaterThan(0)
      }
      expect(elsewhere).toEqual([])
    }
  })
})

describe('live preview, publish, view on site', () => {
  it('shows the saved draft beside the editor while visitors see the published page, then publishes it', async () => {
    const page = await adminPage(session, 'editor', 'ko-KR')
    const elsewhere = requestsElsewhere(page)
    // The Korean version: the admin otherwise edits the locale the editor last chose.
    await page.goto(`/admin/collections/press-releases/${id}?locale=ko`)
    const title = page.locator('#field-title')
    await title.fill(titles.draft)
    await page.locator('#action-save-draft').click()
    await page.locator('.payload-toast-container .toast-success').first().waitFor()

    await page.locator('#live-preview-toggler').click()
    const frame = page.frameLocator('#live-preview-iframe')
    // The frame reloads on each save: while it does, there is no title to read yet.
    const frameTitle = async () =>
      frame
        .locator('h1')
        .first()
        .textContent()
        .catch(() => '')
    await expect.poll(frameTitle, { timeout: 20_000 }).toContain(titles.draft)
    await expect(frame.locator('[data-draft-preview]').count()).resolves.toBe(1)
    // Then the frame is quiet until the next save: at most the one render Payload asks for when the
    // frame has said it is ready (a refresh loop with the admin would show many).
    const renders: string[] = []
    const countRenders = (req: { url: () => string }) => {
      if (req.url().includes(`/newsroom/report/detail/${id}`)) renders.push(req.url())
    }
    page.on('request', countRenders)
    await page.waitForTimeout(2500)
    page.off('request', countRenders)
    expect(renders.length, renders.join(', ')).toBeLessThanOrEqual(1)

    // The phone and desktop sizes in the toolbar set the frame's width.
    for (const [name, width] of [
      ['390', 390],
      ['1440', 1440],
    ] as const) {
      await page.locator('.live-preview-toolbar-controls__breakpoint button').first().click()
      await page.getByRole('button', { name: new RegExp(name) }).click()
      await expect
        .poll(() => page.locator('#live-preview-iframe').evaluate((el) => Math.round(el.getBoundingClientRect().width)))
        .toBe(width)
    }

    // A visitor still reads the published title.
    const visitor = await session.desktopPage()
    await visitor.goto(`/newsroom/report/detail/${id}`)
    await expect(visitor.locator('h1').first().textContent()).resolves.toContain(titles.published)

    // A second save is seen in the frame without reloading the admin.
    await title.fill(`${titles.draft} 2`)
    await page.locator('#action-save-draft').click()
    await expect.poll(frameTitle, { timeout: 20_000 }).toContain(`${titles.draft} 2`)

    // Publish, then follow "view on site" to the page visitors see.
    await page.locator('#action-save').click()
    await page.locator('.view-on-site a[data-locale="ko"]').waitFor({ timeout: 20_000 })
    const [site] = await Promise.all([
      page.context().waitForEvent('page'),
      page.locator('.view-on-site a[data-locale="ko"]').click(),
    ])
    await site.waitForLoadState()
    expect(new URL(site.url()).pathname).toBe(`/newsroom/report/detail/${id}`)
    await expect
      .poll(async () => {
        await site.reload()
        return site.locator('h1').first().textContent()
      })
      .toContain(`${titles.draft} 2`)
    expect(elsewhere).toEqual([])
  })
})

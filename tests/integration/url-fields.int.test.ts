import { afterAll, describe, expect, it } from 'vitest'

import { bearer, deleteDocs, request } from '../helpers/http'
import { editorToken } from '../helpers/staff'

/**
 * The two address fields with their own check (a media report's article URL, a related site's
 * address): the check of http(s) addresses replaces Payload's text check, so the field's
 * `required` and `maxLength` must still hold (src/collections/fields.ts validateHttpUrl). Saved over
 * REST as the editor; a refused save writes nothing.
 */
const created: { collection: string; id: number }[] = []
let token = ''

async function save(collection: string, data: Record<string, unknown>) {
  token ||= await editorToken()
  const res = await request(`/api/${collection}?locale=ko`, {
    method: 'POST',
    headers: { ...bearer(token), 'content-type': 'application/json' },
    body: JSON.stringify(data),
  })
  const body = (await res.json()) as { doc?: { id: number }; errors?: { data?: { errors?: { path: string }[] } }[] }
  if (body.doc) created.push({ collection, id: body.doc.id })
  return { status: res.status, paths: (body.errors ?? []).flatMap((e) => e.data?.errors ?? []).map((e) => e.path) }
}

const mediaReport = (reportUrl: unknown) => ({
  _status: 'published',
  title: `URL check ${Date.now()}`,
  publishDate: new Date().toISOString(),
  ...(reportUrl === undefined ? {} : { reportUrl }),
})
const site = (url: unknown) => ({
  level: '1',
  koreaName: '주소 확인',
  englishName: 'URL check',
  ...(url === undefined ? {} : { url }),
})
const tooLong = `https://news.example.com/${'a'.repeat(2000)}`

afterAll(async () => {
  for (const collection of new Set(created.map((c) => c.collection)))
    await deleteDocs(
      collection,
      created.filter((c) => c.collection === collection).map((c) => c.id),
      token,
    )
})

describe.each([
  ['media-reports', 'reportUrl', mediaReport],
  ['connection-sites', 'url', site],
] as const)('%s.%s', (collection, field, doc) => {
  it.each([
    ['missing', undefined],
    ['empty', ''],
    ['over 2000 characters', tooLong],
    ['not http(s)', 'javascript:alert(1)'],
  ])('refuses a published save with the address %s, naming the field', async (_label, value) => {
    const { status, paths } = await save(collection, doc(value))
    expect(status).toBe(400)
    expect(paths).toContain(field)
  })

  it('takes an https address', async () => {
    const { status } = await save(collection, doc('https://news.example.com/a'))
    expect(status).toBe(201)
  })
})

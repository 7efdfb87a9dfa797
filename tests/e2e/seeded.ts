import { request } from '../helpers/http'

type LegacyList = { data?: { list?: Record<string, unknown>[] } }

/** The newest public item of a legacy list: its `{type}Seq` and (for writings) its category. */
async function firstOf(endpoint: 'report' | 'fact' | 'media' | 'notice' | 'writing'): Promise<Record<string, unknown>> {
  const res = await request(`/api/${endpoint}?pageNumber=1&pageSize=1`)
  const body = (await res.json()) as LegacyList
  const item = body.data?.list?.[0]
  if (!item) throw new Error(`the seed has no public ${endpoint} item`)
  return item
}

/** The newest published privacy policy's id, through Payload's REST API (read anonymously). */
async function policyId(): Promise<number> {
  const res = await request('/api/policies?limit=1&depth=0&sort=-effectiveDate')
  const body = (await res.json()) as { docs?: { id: number }[] }
  const id = body.docs?.[0]?.id
  if (!id) throw new Error('the seed has no published privacy policy')
  return id
}

const resolvers: Record<string, () => Promise<string | number>> = {
  reportId: async () => (await firstOf('report')).reportSeq as number,
  factId: async () => (await firstOf('fact')).factSeq as number,
  noticeId: async () => (await firstOf('notice')).noticeSeq as number,
  writingId: async () => (await firstOf('writing')).writingSeq as number,
  writingCategory: async () => ((await firstOf('writing')).categorySeq as number | null) ?? 0,
  policyId,
}

const memo = new Map<string, Promise<string | number>>()

/** Replaces `{reportId}`-style placeholders in a route with ids of seeded, published content. */
export async function resolvePath(path: string): Promise<string> {
  const names = [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1])
  let resolved = path
  for (const name of names) {
    const resolver = resolvers[name]
    if (!resolver) throw new Error(`unknown placeholder {${name}} in ${path}`)
    if (!memo.has(name)) memo.set(name, resolver())
    resolved = resolved.replace(`{${name}}`, String(await memo.get(name)))
  }
  return resolved
}

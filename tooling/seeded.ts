import { editorAuthorization } from './staff'

type LegacyList = { data?: { list?: Record<string, unknown>[] } }

/**
 * Replaces `{pressReleaseId}`-style placeholders in a route with ids of seeded, published content,
 * asked of the running app at `baseUrl`: the legacy API, and Payload's REST API as the seeded
 * editor (it serves staff only), for published documents only.
 * Shared by the browser tests, the screenshots script and the page benchmark.
 */
export function seededPathResolver(baseUrl: string): (path: string) => Promise<string> {
  const get = async <T>(path: string, headers: Record<string, string> = {}): Promise<T> => {
    const res = await fetch(`${baseUrl}${path}`, { headers })
    if (!res.ok) throw new Error(`GET ${path}: ${res.status}`)
    return (await res.json()) as T
  }
  /** The newest public item of a legacy list. */
  const firstOf = async (endpoint: string) => {
    const item = (await get<LegacyList>(`/api/${endpoint}?pageNumber=1&pageSize=1`)).data?.list?.[0]
    if (!item) throw new Error(`the seed has no public ${endpoint} item`)
    return item
  }
  const resolvers: Record<string, () => Promise<string | number>> = {
    pressReleaseId: async () => (await firstOf('report')).reportSeq as number,
    factId: async () => (await firstOf('fact')).factSeq as number,
    noticeId: async () => (await firstOf('notice')).noticeSeq as number,
    writingId: async () => (await firstOf('writing')).writingSeq as number,
    writingCategory: async () => ((await firstOf('writing')).categorySeq as number | null) ?? 0,
    policyId: async () => {
      const published = '/api/policies?limit=1&depth=0&sort=-effectiveDate&where[_status][equals]=published'
      const id = (
        await get<{ docs?: { id: number }[] }>(published, {
          authorization: await editorAuthorization(baseUrl),
        })
      ).docs?.[0]?.id
      if (!id) throw new Error('the seed has no published privacy policy')
      return id
    },
  }
  const memo = new Map<string, Promise<string | number>>()

  return async (path) => {
    let resolved = path
    for (const [, name] of path.matchAll(/\{(\w+)\}/g)) {
      const resolver = resolvers[name]
      if (!resolver) throw new Error(`unknown placeholder {${name}} in ${path}`)
      if (!memo.has(name)) memo.set(name, resolver())
      resolved = resolved.replace(`{${name}}`, String(await memo.get(name)))
    }
    return resolved
  }
}

import { revalidateTag } from 'next/cache'

import { isRevalidateToken, MAX_TAGS, REVALIDATE_TOKEN_HEADER, TAG_PATTERN } from '@/lib/cache/internalRevalidation'

export const dynamic = 'force-dynamic'

const answer = (status: number, body: object) =>
  Response.json(body, { status, headers: { 'cache-control': 'no-store' } })

/**
 * Expires cache tags on behalf of a write made outside a request (src/lib/cache/internalRevalidation.ts):
 * `{ "tags": ["collection:press-releases"] }` with the site's token. Anyone else gets 403.
 */
export async function POST(request: Request): Promise<Response> {
  if (!isRevalidateToken(request.headers.get(REVALIDATE_TOKEN_HEADER))) return answer(403, { message: 'Not allowed.' })
  const body: unknown = await request.json().catch(() => undefined)
  const tags = body && typeof body === 'object' && 'tags' in body ? body.tags : undefined
  if (
    !Array.isArray(tags) ||
    tags.length === 0 ||
    tags.length > MAX_TAGS ||
    !tags.every((tag) => typeof tag === 'string' && TAG_PATTERN.test(tag))
  )
    return answer(400, { message: `Send { "tags": [...] }: 1 to ${MAX_TAGS} collection or global tags.` })
  for (const tag of tags as string[]) revalidateTag(tag, { expire: 0 })
  return answer(200, { revalidated: tags.length })
}

import { draftMode } from 'next/headers'

import { forwardTo, safePagePath } from '@/lib/preview/paths'

export const dynamic = 'force-dynamic'

/** Leaves the draft preview: draft mode off, back to the page (`?path=`) as visitors see it. */
export async function GET(request: Request): Promise<Response> {
  ;(await draftMode()).disable()
  return forwardTo(safePagePath(new URL(request.url).searchParams.get('path')) ?? '/')
}

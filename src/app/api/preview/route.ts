import { draftMode } from 'next/headers'

import { signedInEditor } from '@/lib/data/draftViewer'
import { forwardTo, safePagePath } from '@/lib/preview/paths'
import { isPreviewToken } from '@/lib/preview/token'

export const dynamic = 'force-dynamic'

/**
 * The draft preview: `?path=<page>&token=<preview token>`, the address the admin's live
 * preview and preview button open. With the token and an editor's session it turns Next's draft
 * mode on and forwards to the page, which then shows the editor's drafts; without either it turns
 * draft mode off and forwards all the same, so the page shows only what is published.
 */
export async function GET(request: Request): Promise<Response> {
  const url = new URL(request.url)
  const path = safePagePath(url.searchParams.get('path'))
  if (!path)
    return Response.json(
      { message: '미리 볼 페이지의 주소가 올바르지 않습니다. The page to preview must be a page of this site.' },
      { status: 400, headers: { 'cache-control': 'no-store' } },
    )
  const mode = await draftMode()
  const allowed = isPreviewToken(url.searchParams.get('token')) && (await signedInEditor(request.headers)) !== null
  if (allowed) mode.enable()
  else mode.disable()
  return forwardTo(path)
}

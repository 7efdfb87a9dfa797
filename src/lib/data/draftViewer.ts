import { draftMode, headers } from 'next/headers'
import { cache } from 'react'

import { userHasRole } from '../auth/staffRoles'
import type { User } from '../../payload-types'
import { cached } from '../cache/cached'
import { getPayloadClient } from './payload'

/** Who reads drafts in a preview: the staff who write public content. */
export type DraftViewer = User

/**
 * The editor previewing drafts in this request, or null for everyone else. Both are needed: Next's
 * draft mode (turned on by the preview route, src/app/api/preview, which wants the preview token)
 * and a signed-in editor's session, so a preview link opened without the token, or after logging
 * out, reads only what is published. With a viewer, reads skip Next's data cache (draft mode skips
 * it too) and pass the viewer to Payload's access rules. Asked once per render (React's cache):
 * the layout, the metadata and the page all want it.
 *
 * For pages only: outside a request (a script, a job) Next's draftMode() throws, so the reads that
 * ask (cachedUnlessPreviewing below) are the pages' reads; the legacy API and the feeds never do.
 */
export const draftViewer = cache(async (): Promise<DraftViewer | null> => {
  if (!(await draftMode()).isEnabled) return null
  return signedInEditor(await headers())
})

/** The editor or administrator whose session the request carries, if any. */
export async function signedInEditor(requestHeaders: Headers): Promise<DraftViewer | null> {
  const payload = await getPayloadClient()
  const { user } = await payload.auth({ headers: requestHeaders })
  return user && user.collection === 'users' && userHasRole(user, 'admin', 'editor') ? (user as DraftViewer) : null
}

/** The Local API options of a read as the viewer sees it: their drafts, or what is published. */
export const readAs = (viewer: DraftViewer | null | undefined) =>
  viewer
    ? { draft: true, user: viewer, overrideAccess: false as const }
    : { draft: false, overrideAccess: false as const }

/**
 * A page's read through Next's data cache (`cached`), or, for an editor previewing drafts, straight
 * from the database as they may see it: a draft is never written to the cache, and what the cache
 * holds for visitors is never shown as the draft.
 */
export async function cachedUnlessPreviewing<T>(
  key: (string | number | undefined)[],
  tags: string[],
  read: (viewer?: DraftViewer) => Promise<T>,
): Promise<T> {
  const viewer = await draftViewer()
  return viewer ? read(viewer) : cached(key, tags, () => read())
}

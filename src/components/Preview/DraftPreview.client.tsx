'use client'

import { usePathname, useRouter } from 'next/navigation'
import { useEffect } from 'react'

import { PREVIEW_EXIT_PATH } from '@/lib/preview/paths'

import styles from './DraftPreview.module.css'

/** Payload's live preview: the frame says it is ready, and hears of each save (payload/ui LivePreview). */
const READY = { type: 'payload-live-preview', ready: true }
const SAVED = 'payload-document-event'

/**
 * Shown on every page while an editor previews drafts: says so, offers the way out, and, inside
 * the admin's live preview (its frame or its window), renders the page again whenever the editor saves (the page is
 * rendered on the server, so a refresh reads the new draft). Messages from any other origin are
 * ignored.
 */
export function DraftPreview({ notice, leave }: { notice: string; leave: string }) {
  const router = useRouter()
  const pathname = usePathname()

  useEffect(() => {
    // The admin shows the preview in a frame beside the editor, or in a window of its own.
    const admin: Window | null = window.parent !== window ? window.parent : window.opener
    if (!admin) return
    const origin = window.location.origin
    const onMessage = (event: MessageEvent) => {
      if (event.origin === origin && event.data?.type === SAVED) router.refresh()
    }
    window.addEventListener('message', onMessage)
    admin.postMessage(READY, origin)
    return () => window.removeEventListener('message', onMessage)
  }, [router])

  return (
    <div className={styles.bar} role="status" data-draft-preview>
      <span>{notice}</span>{' '}
      <a href={`${PREVIEW_EXIT_PATH}?path=${encodeURIComponent(pathname)}`} className={styles.leave}>
        {leave}
      </a>
    </div>
  )
}

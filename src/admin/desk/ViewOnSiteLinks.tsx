'use client'

import { useDocumentInfo } from '@payloadcms/ui'
import { useEffect, useState } from 'react'

type Link = { locale: 'ko' | 'en'; href: string; label: string }

type Props = {
  /** Whether a visitor could read the document when the page was rendered (the server asked as one). */
  initiallyPublic: boolean
  /** Whether the document has a publish date that gates it (banners have none). */
  dated: boolean
  heading: string
  notPublic: string
  links: Link[]
}

type Data = Record<string, unknown> | undefined

/** When the stored document goes public: 0 for one without a publish date (banners), NaN when unreadable. */
const dueOf = (data: Data, dated: boolean): number =>
  !dated ? 0 : typeof data?.publishDate === 'string' ? new Date(data.publishDate).getTime() : Number.NaN

/** The published version's due time, as the latest save tells: null for none, undefined when unknown. */
type Seen = { at: number; due: number | null | undefined }

/**
 * The "view on site" links, kept true after the editor saves without a reload: a publish shows
 * them (once the publish date has come, at that moment), an unpublish hides them, a draft saved
 * over a published document leaves them. Before, the server's answer stayed until the page was
 * reloaded ("not public yet" after a publish).
 */
export function ViewOnSiteLinks({ initiallyPublic, dated, heading, notPublic, links }: Props) {
  const { data, hasPublishedDoc, lastUpdateTime } = useDocumentInfo()
  const [seen, setSeen] = useState<Seen>(() => ({
    at: lastUpdateTime,
    due: data?._status === 'published' ? dueOf(data, dated) : undefined,
  }))
  // A save: what it stored is what visitors now get (React's "state from the previous render").
  if (lastUpdateTime !== seen.at)
    setSeen({
      at: lastUpdateTime,
      due: data?._status === 'published' ? dueOf(data, dated) : hasPublishedDoc ? seen.due : null,
    })
  const [now, setNow] = useState(() => Date.now())
  const due = seen.due
  // Published with a date ahead (or read before a save's own clock): public at that time, page open.
  useEffect(() => {
    if (typeof due !== 'number' || !Number.isFinite(due) || due <= now || due - now > 86_400_000) return
    const timer = setTimeout(() => setNow(Date.now()), Math.max(0, due - Date.now()) + 1_000)
    return () => clearTimeout(timer)
  }, [due, now])
  const isPublic =
    due === undefined ? initiallyPublic : due !== null && Number.isFinite(due) && (due <= now || due <= seen.at)

  if (!isPublic) return <span className="view-on-site view-on-site--hidden">{notPublic}</span>
  return (
    <span className="view-on-site">
      {heading}:{' '}
      {links.map(({ locale, href, label }, i) => (
        <span key={locale}>
          {i > 0 && ' · '}
          <a href={href} target="_blank" rel="noopener" lang={locale} data-locale={locale}>
            {label}
          </a>
        </span>
      ))}
    </span>
  )
}

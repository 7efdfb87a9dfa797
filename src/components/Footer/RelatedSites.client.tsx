'use client'

import { useEffect, useId, useRef, useState } from 'react'

import type { RelatedSite } from '@/lib/data/site'

import styles from './Footer.module.css'

/** Related-websites dropdown: opens on click, closes on a click outside or Escape (SPEC §2). */
export function RelatedSites({ label, sites }: { label: string; sites: RelatedSite[] }) {
  const [open, setOpen] = useState(false)
  const ref = useRef<HTMLDivElement>(null)
  const buttonRef = useRef<HTMLButtonElement>(null)
  const listId = useId()

  useEffect(() => {
    if (!open) return
    const onPointer = (event: PointerEvent) => {
      if (!ref.current?.contains(event.target as Node)) setOpen(false)
    }
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false)
        buttonRef.current?.focus()
      }
    }
    document.addEventListener('pointerdown', onPointer)
    document.addEventListener('keydown', onKey)
    return () => {
      document.removeEventListener('pointerdown', onPointer)
      document.removeEventListener('keydown', onKey)
    }
  }, [open])

  return (
    <div className={styles.related} ref={ref}>
      <button
        ref={buttonRef}
        type="button"
        className={styles.relatedButton}
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen(!open)}
      >
        {label} <span aria-hidden="true">{open ? '▴' : '▾'}</span>
      </button>
      <ul id={listId} className={styles.relatedList} hidden={!open}>
        {sites.map((site) => (
          <li key={site.url} data-level={site.level}>
            <a href={site.url} target="_blank" rel="noopener noreferrer">
              {site.name}
            </a>
          </li>
        ))}
      </ul>
    </div>
  )
}

import type { ReactNode } from 'react'

import styles from './Brand.module.css'
import { latinTextLang } from '@/lib/site/textLanguage'

type Props = {
  id: string
  title: string
  eyebrow?: string
  lead?: string
  /** `alt` a grey band, `ink` a dark band; consecutive sections alternate for rhythm. */
  tone?: 'plain' | 'alt' | 'ink'
  /** `split`: heading on the left, content on the right from 1060 px (long text sections). */
  layout?: 'stack' | 'split'
  /** Inside a page's own grid (next to a sub-navigation): no container and no band. */
  bare?: boolean
  children?: ReactNode
}

/** A section of a brand page: an h2 with an optional eyebrow and lead, then its content. */
export function Section({ id, title, eyebrow, lead, tone = 'plain', layout = 'stack', bare = false, children }: Props) {
  const frame = bare ? '' : `container ${layout === 'split' ? styles.split : ''}`
  return (
    // tabIndex -1: the anchor sub-navigation moves focus to the section it scrolls to.
    <section
      id={id}
      tabIndex={-1}
      aria-labelledby={`${id}-title`}
      className={`${styles.section} ${bare ? styles.bare : styles[tone]}`}
    >
      <div className={frame}>
        <header className={styles.head}>
          {eyebrow && (
            <p className={styles.eyebrow} lang={latinTextLang(eyebrow)}>
              {eyebrow}
            </p>
          )}
          <h2 id={`${id}-title`} className={styles.title}>
            {title}
          </h2>
          {lead && <p className={styles.lead}>{lead}</p>}
        </header>
        {children && <div className={styles.body}>{children}</div>}
      </div>
    </section>
  )
}

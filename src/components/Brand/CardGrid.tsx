import Link from 'next/link'

import type { Card } from './content'
import { Icon, isIconName } from './Icon'
import styles from './Brand.module.css'

/** `track`: the card's analytics element id (src/lib/analytics/elements.ts), when it is counted. */
export type LinkCard = Card & { href?: string; track?: string }

type Props = {
  cards: LinkCard[]
  /** Columns from 1060 px; fewer below (2 from 750 px, 1 on phones). */
  columns?: 2 | 3 | 4
  /** Show 01, 02… before each title (principles, steps). */
  numbered?: boolean
  /** Visually hidden text after a linked title, e.g. "Learn more". */
  linkHint?: string
}

/** Cards with an optional icon, tag, text and bullet points; a card with `href` is wholly clickable. */
export function CardGrid({ cards, columns = 3, numbered = false, linkHint }: Props) {
  return (
    <ul className={styles.grid} data-cols={columns}>
      {cards.map((card, i) => (
        <li
          key={card.title}
          className={`${styles.card} ${card.href ? styles.linkCard : ''}`}
          data-track={card.track}
          data-track-view-only={card.track && !card.href ? '' : undefined}
        >
          {isIconName(card.icon) && (
            <span className={styles.iconTile}>
              <Icon name={card.icon} size={28} />
            </span>
          )}
          {numbered && (
            <span className={styles.number} aria-hidden="true">
              {String(i + 1).padStart(2, '0')}
            </span>
          )}
          {card.tag && <p className={styles.tag}>{card.tag}</p>}
          <h3 className={styles.cardTitle}>
            {card.href ? (
              <Link href={card.href} className="stretched-link">
                {card.title}
                {linkHint && <span className="visually-hidden"> {linkHint}</span>}
              </Link>
            ) : (
              card.title
            )}
          </h3>
          <p className={styles.cardBody}>{card.body}</p>
          {card.points && (
            <ul className={styles.points}>
              {card.points.map((point) => (
                <li key={point}>{point}</li>
              ))}
            </ul>
          )}
          {card.href && <Icon name="arrow" className={styles.cardArrow} />}
        </li>
      ))}
    </ul>
  )
}

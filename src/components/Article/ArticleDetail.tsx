import { ShareWidget } from '@/components/Share/ShareWidget.client'
import type { ContentType, PrevNext } from '@/lib/data/types'
import { formatDate, isoDay } from '@/lib/seoulDate'

import styles from './ArticleDetail.module.css'
import { BackToList, NeighbourLink } from './CarriedLinks.client'
import { latinTextLang } from '@/lib/site/textLanguage'

type Props = {
  eyebrow: string
  title: string
  subtitle?: string
  date: string
  source?: string
  /** Sanitized HTML from `richTextToHtml`. */
  html: string
  prev: PrevNext
  next: PrevNext
  hrefOf: (seq: number) => string
  listHref: string
  /** The newsroom search, for items opened from a search result (back-to-list returns there). */
  searchHref?: string
  labels: { prev: string; next: string; toList: string; source?: string; date: string; neighbours: string }
  /** The item as shared through `/content/{segment}/{seq}` (SPEC §2 share URLs), with its share card's texts when set. */
  share?: { type: ContentType; seq: number; image?: string | null; title?: string | null; description?: string | null }
}

/**
 * A detail page (press release, fact check, notice, together post): title block, sanitized body,
 * the newer (prev) and older (next) items, and the way back to the list.
 */
export function ArticleDetail({
  eyebrow,
  title,
  subtitle,
  date,
  source,
  html,
  prev,
  next,
  hrefOf,
  listHref,
  searchHref,
  labels,
  share,
}: Props) {
  const neighbours = [
    { item: prev, label: labels.prev, dir: 'prev' },
    { item: next, label: labels.next, dir: 'next' },
  ].filter((n): n is { item: NonNullable<PrevNext>; label: string; dir: string } => n.item !== null)
  return (
    <article className={`container ${styles.article}`}>
      <header className={styles.header}>
        <p className={styles.eyebrow} lang={latinTextLang(eyebrow)}>
          {eyebrow}
        </p>
        <h1 className={styles.title}>{title}</h1>
        {subtitle && <p className={styles.subtitle}>{subtitle}</p>}
        <dl className={styles.meta}>
          {source && (
            <div>
              <dt className="visually-hidden">{labels.source}</dt>
              <dd>{source}</dd>
            </div>
          )}
          <div>
            <dt className="visually-hidden">{labels.date}</dt>
            <dd>
              <time dateTime={isoDay(date)}>{formatDate(date)}</time>
            </dd>
          </div>
        </dl>
        {share && (
          <ShareWidget
            title={share.title || title}
            description={share.description || subtitle}
            seq={share.seq}
            type={share.type}
            shareImage={share.image}
          />
        )}
      </header>
      <div className={`rich-text ${styles.body}`} dangerouslySetInnerHTML={{ __html: html }} />
      {neighbours.length > 0 && (
        <nav className={styles.neighbours} aria-label={labels.neighbours}>
          <ul>
            {neighbours.map(({ item, label, dir }) => (
              <li key={dir}>
                <NeighbourLink href={hrefOf(item.seq)} className={styles.neighbour}>
                  <span className={styles.dir}>{label}</span>
                  <span className={styles.neighbourTitle}>{item.title}</span>
                </NeighbourLink>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <div className={styles.actions}>
        <BackToList href={listHref} searchHref={searchHref} className={styles.toList}>
          {labels.toList}
        </BackToList>
      </div>
    </article>
  )
}

import type { ReactNode } from 'react'

import styles from './Guide.module.css'

/**
 * Building blocks of the text-only help pages (inquiries, ethics help centre): a main column of
 * numbered sections and a sticky aside with the contact card. Shared by those sections only.
 */
export function GuideLayout({ children, aside }: { children: ReactNode; aside: ReactNode }) {
  return (
    <div className={`container ${styles.layout}`}>
      <div className={styles.main}>{children}</div>
      <aside className={styles.aside}>{aside}</aside>
    </div>
  )
}

export function GuideSection({
  id,
  title,
  lead,
  children,
}: {
  id: string
  title: string
  lead?: string
  children: ReactNode
}) {
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h2 id={id} className={styles.title}>
        {title}
      </h2>
      {lead && <p className={styles.lead}>{lead}</p>}
      {children}
    </section>
  )
}

export function BulletList({ items }: { items: string[] }) {
  return (
    <ul className={styles.bullets}>
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  )
}

/** Numbered cards, e.g. the five report types. */
export function CardList({ items }: { items: { title: string; body: string }[] }) {
  return (
    <ol className={styles.cards}>
      {items.map((item, index) => (
        <li key={item.title} className={styles.card}>
          <span className={styles.cardNumber} aria-hidden="true">
            {String(index + 1).padStart(2, '0')}
          </span>
          <h3 className={styles.cardTitle}>{item.title}</h3>
          <p className={styles.cardBody}>{item.body}</p>
        </li>
      ))}
    </ol>
  )
}

type ContactLine = { label: string; value: string; href: string; note?: string }

/** The aside: other ways to reach the people behind the form. */
export function ContactCard({
  title,
  body,
  lines,
  note,
}: {
  title: string
  body: string
  lines: ContactLine[]
  note?: string
}) {
  return (
    <div className={styles.contact}>
      <h2 className={styles.contactTitle}>{title}</h2>
      <p className={styles.contactBody}>{body}</p>
      <dl className={styles.contactLines}>
        {lines.map((line) => (
          <div key={line.href}>
            <dt>{line.label}</dt>
            <dd>
              <a href={line.href}>{line.value}</a>
              {line.note && <span className={styles.contactNote}>{line.note}</span>}
            </dd>
          </div>
        ))}
      </dl>
      {note && <p className={styles.contactHint}>{note}</p>}
    </div>
  )
}

export function Callout({ children }: { children: ReactNode }) {
  return <div className={styles.callout}>{children}</div>
}

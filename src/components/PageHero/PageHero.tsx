import styles from './PageHero.module.css'
import { latinTextLang } from '@/lib/site/textLanguage'

/** The title block at the top of a section page. */
export function PageHero({ eyebrow, title, lead }: { eyebrow?: string; title: string; lead?: string }) {
  return (
    <header className={styles.hero}>
      <div className="container">
        {eyebrow && (
          <p className={styles.eyebrow} lang={latinTextLang(eyebrow)}>
            {eyebrow}
          </p>
        )}
        <h1 className={styles.title}>{title}</h1>
        {lead && <p className={styles.lead}>{lead}</p>}
      </div>
    </header>
  )
}

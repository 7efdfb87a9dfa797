import type { Figure } from './content'
import styles from './Brand.module.css'

/** Key figures: a big number with its unit, what it measures, and an optional note. */
export function FigureGrid({ figures, tone = 'plain' }: { figures: Figure[]; tone?: 'plain' | 'ink' }) {
  return (
    <dl className={`${styles.figures} ${tone === 'ink' ? styles.figuresInk : ''}`}>
      {figures.map((figure) => (
        <div key={figure.label} className={styles.figure}>
          <dt className={styles.figureLabel}>{figure.label}</dt>
          <dd className={styles.figureValue}>
            {figure.value}
            <span className={styles.figureUnit}>{figure.unit}</span>
          </dd>
          {figure.note && <dd className={styles.figureNote}>{figure.note}</dd>}
        </div>
      ))}
    </dl>
  )
}

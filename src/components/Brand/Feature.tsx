import type { ReactNode } from 'react'

import type { Card } from './content'
import { Icon, isIconName } from './Icon'
import styles from './Brand.module.css'

type Props = { feature: Card; id?: string; reverse?: boolean; children?: ReactNode }

/** One service told in a row: text on one side, an illustration tile on the other (alternating). */
export function Feature({ feature, id, reverse = false, children }: Props) {
  return (
    <article id={id} className={`${styles.feature} ${reverse ? styles.reverse : ''}`}>
      <div className={styles.featureText}>
        {feature.tag && <p className={styles.tag}>{feature.tag}</p>}
        <h3 className={styles.featureTitle}>{feature.title}</h3>
        <p className={styles.featureBody}>{feature.body}</p>
        {feature.points && (
          <ul className={styles.checks}>
            {feature.points.map((point) => (
              <li key={point}>
                <Icon name="check" size={18} className={styles.checkIcon} />
                {point}
              </li>
            ))}
          </ul>
        )}
        {children}
      </div>
      <div className={styles.featureArt} aria-hidden="true">
        <span className={styles.artRing} />
        <span className={styles.artDot} />
        {isIconName(feature.icon) && (
          <span className={styles.artTile}>
            <Icon name={feature.icon} size={64} />
          </span>
        )}
      </div>
    </article>
  )
}

import type { ReactNode } from 'react'

import styles from './Brand.module.css'

/** A sentence set large (a mission, a goal), with optional supporting text below. */
export function Statement({ text, children }: { text: string; children?: ReactNode }) {
  return (
    <div className={styles.statementBlock}>
      <p className={styles.statement}>{text}</p>
      {children}
    </div>
  )
}

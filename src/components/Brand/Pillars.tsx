import styles from './Brand.module.css'

/** A short row of key phrases, each with a brand-coloured rule. */
export function Pillars({ items }: { items: string[] }) {
  return (
    <ul className={styles.pillars}>
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  )
}

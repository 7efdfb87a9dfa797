import styles from './ListState.module.css'

/** What a list shows instead of items: loading, or empty ("No Data", "No results found."). */
export function ListState({ status, loading, empty }: { status: 'loading' | 'empty'; loading: string; empty: string }) {
  if (status === 'loading') {
    return (
      <div className={styles.loading} role="status">
        <span className={styles.spinner} aria-hidden="true" />
        {loading}
      </div>
    )
  }
  return <p className={styles.empty}>{empty}</p>
}

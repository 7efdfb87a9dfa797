import Link from 'next/link'

import type { Locale } from '@/i18n/locales'
import { localePath } from '@/lib/site/paths'

import styles from './CategoryTabs.module.css'
import type { Category } from './category'

/** The writing categories as links ("All" first); the current one is marked for assistive tech. */
export function CategoryTabs({
  locale,
  categories,
  current,
  label,
}: {
  locale: Locale
  categories: Category[]
  current: number
  label: string
}) {
  return (
    <nav aria-label={label} className={styles.nav}>
      <ul className={styles.list}>
        {categories.map((c) => (
          <li key={c.seq}>
            <Link
              href={localePath(locale, `/sustainability/together/${c.seq}`)}
              className="pill"
              aria-current={c.seq === current ? 'page' : undefined}
              scroll={false}
            >
              {c.name}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}

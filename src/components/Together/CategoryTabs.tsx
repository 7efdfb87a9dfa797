import Link from 'next/link'

import type { Locale } from '@/i18n/locales'
import { routeHref } from '@/lib/site/routes'

import styles from './CategoryTabs.module.css'
import type { Category } from './category'

/** The writing categories as links to the together route's `category` ("All" first); the current one is marked. */
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
              href={routeHref(locale, { name: 'SustainabilityTogether', params: { category: c.seq } })}
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

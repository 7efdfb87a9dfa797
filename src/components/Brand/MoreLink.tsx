import Link from 'next/link'

import { Icon } from './Icon'
import styles from './Brand.module.css'

/** A text link with an arrow, for "see more" at the end of a section. */
export function MoreLink({ href, children }: { href: string; children: string }) {
  return (
    <p className={styles.more}>
      <Link href={href} className="text-link">
        {children}
        <Icon name="arrow" size={20} />
      </Link>
    </p>
  )
}

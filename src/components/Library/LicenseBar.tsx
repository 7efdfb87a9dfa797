import Link from 'next/link'

import { ShareWidget } from '@/components/Share/ShareWidget.client'

import styles from './LicenseBar.module.css'

type Props = {
  summary: string
  licenseHref: string
  licenseLabel: string
  share: { title: string; description: string; type: 'fonts' | 'music'; image?: string | null }
}

/** The licence in one sentence with a link to its popup page, and the share buttons. */
export function LicenseBar({ summary, licenseHref, licenseLabel, share }: Props) {
  return (
    <div className={styles.bar}>
      <div className={styles.license}>
        <p className={styles.summary}>{summary}</p>
        <Link href={licenseHref} className={styles.link}>
          {licenseLabel}
          <span aria-hidden="true"> →</span>
        </Link>
      </div>
      <ShareWidget title={share.title} description={share.description} type={share.type} shareImage={share.image} />
    </div>
  )
}

import { OptimizedImage } from '@/components/OptimizedImage/OptimizedImage'
import { documentElement } from '@/lib/analytics/elements'
import type { FontItem } from '@/lib/data/library'

import { DownloadIcon } from './DownloadIcon'
import styles from './FontCard.module.css'

type Props = { font: FontItem; labels: { download: string; downloadLabel: string; unavailable: string } }

/** One free font: its preview, names, release label, description and archive download. */
export function FontCard({ font, labels }: Props) {
  return (
    <article className={styles.card} aria-labelledby={`font-${font.id}`}>
      <div className={styles.preview}>
        {font.preview && (
          <OptimizedImage
            src={font.preview.url}
            alt={font.preview.alt}
            width={font.preview.width ?? 640}
            height={font.preview.height ?? 360}
            sizes="(max-width: 749px) 100vw, (max-width: 1059px) 50vw, 380px"
          />
        )}
      </div>
      <div className={styles.body}>
        <p className={styles.release}>{font.releaseLabel}</p>
        <h3 id={`font-${font.id}`} className={styles.name}>
          {font.name}
        </h3>
        <p className={styles.shortName} translate="no">
          {font.shortName}
        </p>
        <p className={styles.description}>{font.description}</p>
        {font.archive ? (
          <a
            className={styles.download}
            href={font.archive.url}
            download={font.archive.filename}
            data-track={documentElement('font', font.id)}
            aria-label={labels.downloadLabel}
          >
            <DownloadIcon />
            {labels.download}
          </a>
        ) : (
          <p className={styles.unavailable}>{labels.unavailable}</p>
        )}
      </div>
    </article>
  )
}

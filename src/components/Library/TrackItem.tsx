import { documentElement } from '@/lib/analytics/elements'
import type { MusicTrackItem } from '@/lib/data/library'

import { DownloadIcon } from './DownloadIcon'
import styles from './TrackItem.module.css'

type Props = {
  track: MusicTrackItem
  number: number
  labels: {
    player: string
    noPlayer: string
    tags: string
    download: string
    downloadLabel: string
    unavailable: string
  }
}

const clock = (seconds: number) => `${Math.floor(seconds / 60)}:${String(Math.round(seconds % 60)).padStart(2, '0')}`

/** One track: number, title, tags, a native (keyboard-accessible) audio player and its download. */
export function TrackItem({ track, number, labels }: Props) {
  const titleId = `track-${track.id}`
  return (
    <li className={styles.track}>
      <span className={styles.number} aria-hidden="true">
        {String(number).padStart(2, '0')}
      </span>
      <div className={styles.info}>
        <h3 id={titleId} className={styles.title}>
          {track.title}
          {track.durationSeconds !== null && <span className={styles.duration}>{clock(track.durationSeconds)}</span>}
        </h3>
        {track.tags.length > 0 && (
          <ul className={styles.tags} aria-label={labels.tags}>
            {track.tags.map((tag) => (
              <li key={tag}>{tag}</li>
            ))}
          </ul>
        )}
      </div>
      {track.audio ? (
        <>
          <audio className={styles.player} controls preload="none" aria-label={labels.player}>
            <source src={track.audio.url} type={track.audio.mimeType ?? undefined} />
            {labels.noPlayer}
          </audio>
          <a
            className={styles.download}
            href={track.audio.url}
            download={track.audio.filename}
            data-track={documentElement('music', track.id)}
            aria-label={labels.downloadLabel}
          >
            <DownloadIcon />
            <span className={styles.downloadText}>{labels.download}</span>
          </a>
        </>
      ) : (
        <p className={styles.unavailable}>{labels.unavailable}</p>
      )}
    </li>
  )
}

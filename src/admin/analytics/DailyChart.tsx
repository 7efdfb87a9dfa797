import type { AnalyticsSummary } from '../../lib/analytics/summary'
import styles from './AnalyticsView.module.css'

type Props = {
  days: AnalyticsSummary['days']
  title: string
  summary: string
  labels: { views: string; clicks: string }
}

const WIDTH = 720
const HEIGHT = 200
const PAD = 28

/**
 * Views and clicks per day as bars, drawn on the server as SVG (no chart library in the admin
 * bundle). Described by its title and a one-line summary; the table per day carries the figures.
 */
export function DailyChart({ days, title, summary, labels }: Props) {
  const max = Math.max(1, ...days.map((d) => d.views), ...days.map((d) => d.clicks))
  const slot = (WIDTH - PAD) / Math.max(1, days.length)
  const bar = Math.max(1, slot / 2 - 1)
  const y = (value: number) => HEIGHT - PAD - ((HEIGHT - 2 * PAD) * value) / max
  return (
    <figure className={styles.chart}>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-labelledby="analytics-chart-title analytics-chart-desc">
        <title id="analytics-chart-title">{title}</title>
        <desc id="analytics-chart-desc">{summary}</desc>
        <line x1={PAD} x2={WIDTH} y1={HEIGHT - PAD} y2={HEIGHT - PAD} className={styles.axis} />
        <text x={PAD - 4} y={y(max) + 4} textAnchor="end" className={styles.tick}>
          {max}
        </text>
        <text x={PAD - 4} y={HEIGHT - PAD + 4} textAnchor="end" className={styles.tick}>
          0
        </text>
        {days.map((d, i) => {
          const x = PAD + i * slot
          return (
            <g key={d.day} data-day={d.day}>
              <rect x={x} y={y(d.views)} width={bar} height={HEIGHT - PAD - y(d.views)} className={styles.views} />
              <rect
                x={x + bar}
                y={y(d.clicks)}
                width={bar}
                height={HEIGHT - PAD - y(d.clicks)}
                className={styles.clicks}
              />
            </g>
          )
        })}
        <text x={PAD} y={HEIGHT - 6} className={styles.tick}>
          {days[0]?.day}
        </text>
        <text x={WIDTH} y={HEIGHT - 6} textAnchor="end" className={styles.tick}>
          {days.at(-1)?.day}
        </text>
      </svg>
      <figcaption className={styles.legend} aria-hidden="true">
        <span className={styles.viewsKey}>{labels.views}</span>
        <span className={styles.clicksKey}>{labels.clicks}</span>
      </figcaption>
    </figure>
  )
}

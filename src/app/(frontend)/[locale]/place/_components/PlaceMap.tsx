import styles from './PlaceMap.module.css'

export const MAP_LABELS = [
  'building',
  'station',
  'exit',
  'line',
  'road',
  'street',
  'bus',
  'park',
  'walk',
  'north',
] as const
export type MapLabels = Record<(typeof MAP_LABELS)[number], string>

/**
 * A hand-drawn sketch map of the area around the headquarters (no external map service). The
 * directions it shows are also given in words in the caption next to it.
 */
export function PlaceMap({ title, labels }: { title: string; labels: MapLabels }) {
  return (
    <svg viewBox="0 0 640 420" className={styles.map} role="img" aria-label={title}>
      <rect width="640" height="420" rx="24" fill="#e9ecef" />
      {/* Texture: a few building footprints. */}
      <g fill="#dee2e6">
        <rect x="20" y="130" width="80" height="80" rx="8" />
        <rect x="150" y="20" width="110" height="60" rx="8" />
        <rect x="280" y="130" width="120" height="80" rx="8" />
        <rect x="150" y="340" width="120" height="60" rx="8" />
        <rect x="300" y="340" width="100" height="60" rx="8" />
        <rect x="460" y="340" width="150" height="60" rx="8" />
      </g>
      <rect x="470" y="20" width="150" height="70" rx="12" fill="#d3f9d8" />
      <text x="545" y="60" className={styles.mapMuted} textAnchor="middle">
        {labels.park}
      </text>
      {/* Roads */}
      <g fill="#fff">
        <rect x="0" y="98" width="640" height="20" />
        <rect x="0" y="226" width="640" height="44" />
        <rect x="116" y="0" width="22" height="420" />
        <rect x="418" y="0" width="20" height="420" />
      </g>
      <line x1="0" y1="248" x2="640" y2="248" stroke="#dee2e6" strokeWidth="2" strokeDasharray="14 10" />
      <text x="152" y="113" className={styles.mapMuted}>
        {labels.street}
      </text>
      <text x="24" y="254" className={styles.mapRoad}>
        {labels.road}
      </text>
      {/* Subway line 2 under the avenue */}
      <line x1="0" y1="306" x2="640" y2="306" stroke="#868e96" strokeWidth="6" />
      <line x1="0" y1="306" x2="640" y2="306" stroke="#fff" strokeWidth="2" strokeDasharray="10 10" />
      <text x="620" y="330" className={styles.mapMuted} textAnchor="end">
        {labels.line}
      </text>
      <rect x="140" y="291" width="120" height="30" rx="15" fill="#fff" stroke="#495057" strokeWidth="2" />
      <text x="200" y="311" className={styles.mapStrong} textAnchor="middle">
        {labels.station}
      </text>
      <circle cx="238" cy="278" r="10" fill="#495057" />
      <text x="238" y="283" className={styles.mapBadge} textAnchor="middle">
        3
      </text>
      <text x="254" y="285" className={styles.mapMuted}>
        {labels.exit}
      </text>
      {/* Walking route from the exit to the tower */}
      <path
        d="M238 268 V248 H522 V222"
        fill="none"
        stroke="#087f5b"
        strokeWidth="4"
        strokeLinecap="round"
        strokeLinejoin="round"
        strokeDasharray="1 9"
      />
      <rect x="300" y="236" width="96" height="24" rx="12" fill="#087f5b" />
      <text x="348" y="253" className={styles.mapBadge} textAnchor="middle">
        {labels.walk}
      </text>
      {/* Friends Tower and its pin */}
      <rect x="456" y="138" width="132" height="78" rx="12" fill="#087f5b" />
      <text x="522" y="184" className={styles.mapBuilding} textAnchor="middle">
        {labels.building}
      </text>
      <path
        d="M522 136c-12-14-20-24-20-34a20 20 0 0 1 40 0c0 10-8 20-20 34z"
        fill="#12b886"
        stroke="#fff"
        strokeWidth="3"
      />
      <circle cx="522" cy="102" r="7" fill="#fff" />
      {/* Bus stop in front of the tower */}
      <rect x="594" y="212" width="22" height="22" rx="6" fill="#495057" />
      <path d="M599 218h12v8h-12z M601 229v2 M609 229v2" stroke="#fff" strokeWidth="1.6" fill="none" />
      <text x="630" y="290" className={styles.mapMuted} textAnchor="end">
        {labels.bus}
      </text>
      <line x1="605" y1="236" x2="605" y2="276" stroke="#495057" strokeWidth="1.5" strokeDasharray="3 3" />
      {/* North arrow */}
      <circle cx="50" cy="50" r="22" fill="#fff" />
      <path d="M50 34l7 16h-14z" fill="#087f5b" />
      <text x="50" y="66" className={styles.mapBadgeDark} textAnchor="middle">
        {labels.north}
      </text>
    </svg>
  )
}

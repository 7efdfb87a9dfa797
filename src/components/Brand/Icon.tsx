/** A circle as path data, so every icon is a list of `d` strings. */
const c = (cx: number, cy: number, r: number) =>
  `M${cx - r} ${cy}a${r} ${r} 0 1 0 ${2 * r} 0a${r} ${r} 0 1 0 ${-2 * r} 0`

/** Line icons on a 24 px grid, drawn for this site (stroke only, so they take the text colour). */
const icons = {
  scooter: ['M3 7h6v5H3z', 'M6 17h7l3-6h3', 'M16 11l-1.5-4H12', c(6, 17, 2.5), c(18, 17, 2.5)],
  layers: ['M12 3l9 4.5-9 4.5-9-4.5z', 'M3 12l9 4.5 9-4.5', 'M3 16.5l9 4.5 9-4.5'],
  direct: ['M3 12h11', 'M10 8l4 4-4 4', 'M17 4h4v16h-4'],
  crown: ['M3 8l4.5 4L12 5l4.5 7L21 8l-2 11H5z', 'M8 15h8'],
  bowl: ['M3 11h18c0 5-4 9-9 9s-9-4-9-9z', 'M9 7.5c0-1.2 1-1.5 1-3', 'M14 7.5c0-1.2 1-1.5 1-3'],
  bag: ['M5 8h14l-1 12H6z', 'M9 8V6.5a3 3 0 0 1 6 0V8'],
  robot: ['M6 8h12v10H6z', 'M12 8V5', c(12, 4, 1), c(10, 13, 1), c(14, 13, 1), 'M4 12v3', 'M20 12v3', 'M9 21h6'],
  qr: ['M4 4h6v6H4z', 'M14 4h6v6h-6z', 'M4 14h6v6H4z', 'M14 14h2v2h-2z', 'M18 18h2v2h-2z', 'M14 20h2', 'M20 14v2'],
  cart: ['M3 4h2.5L8 15h10l2-8H6.5', c(9, 19, 1.5), c(17, 19, 1.5)],
  gift: [
    'M4 11h16v9H4z',
    'M3 7.5h18V11H3z',
    'M12 7.5V20',
    'M12 7.5C10 7.5 8 6.8 8 5.3S10.3 3.6 12 7.5zm0 0c2 0 4-.7 4-2.2s-2.3-1.7-4 2.2z',
  ],
  store: ['M4.5 4h15l1.5 5H3z', 'M5 9v11h14V9', 'M10 20v-5h4v5'],
  dashboard: ['M3 4h18v13H3z', 'M8 21h8', 'M12 17v4', 'M7.5 13.5v-3', 'M12 13.5V8', 'M16.5 13.5v-4.5'],
  box: ['M3 7.5L12 3l9 4.5v9L12 21l-9-4.5z', 'M3 7.5l9 4.5 9-4.5', 'M12 12v9'],
  calendar: ['M4 5h16v15H4z', 'M4 10h16', 'M8 3v4', 'M16 3v4', 'M9 15l2 2 4-4'],
  phone: ['M7 2.5h10v19H7z', 'M11 18.5h2'],
  helmet: ['M4 16a8 8 0 0 1 16 0v1H4z', 'M12 8v4', 'M3 20h18', 'M14 12.5h6'],
  heart: ['M12 20s-7-4.3-8.6-8.8A4.6 4.6 0 0 1 12 7.3a4.6 4.6 0 0 1 8.6 3.9C19 15.7 12 20 12 20z'],
  leaf: ['M5 19C5 10 11 5 20 5c0 9-5 15-14 15', 'M5 19l8-8'],
  shield: ['M12 3l8 3v6c0 5-3.5 8-8 9-4.5-1-8-4-8-9V6z', 'M9 12l2 2 4-4'],
  scale: ['M12 4v16', 'M8 20h8', 'M5 7h14', 'M5 7l-3 6a3 3 0 0 0 6 0z', 'M19 7l-3 6a3 3 0 0 0 6 0z'],
  lock: ['M5 11h14v10H5z', 'M8 11V8a4 4 0 0 1 8 0v3', 'M12 15v2.5'],
  people: [c(9, 8, 3), 'M3 20a6 6 0 0 1 12 0', c(17, 9, 2.5), 'M16 14.2a5 5 0 0 1 5 4.8'],
  spark: [
    'M12 3v4',
    'M12 17v4',
    'M3 12h4',
    'M17 12h4',
    'M6 6l2.5 2.5',
    'M15.5 15.5L18 18',
    'M6 18l2.5-2.5',
    'M15.5 8.5L18 6',
  ],
  chat: ['M4 5h16v11H9l-5 4z', 'M8 10h8'],
  clock: [c(12, 12, 9), 'M12 7v5l3 2'],
  headset: ['M4 15v-3a8 8 0 0 1 16 0v3', 'M4 14h3v5H4z', 'M17 14h3v5h-3z', 'M20 19c0 1.5-2 2.5-5 2.5'],
  pin: ['M12 21s-7-6-7-11a7 7 0 0 1 14 0c0 5-7 11-7 11z', c(12, 10, 2.5)],
  train: ['M6 3h12v13H6z', 'M6 10h12', c(9, 13, 0.8), c(15, 13, 0.8), 'M9 16l-2 4', 'M15 16l2 4'],
  bus: ['M5 4h14v13H5z', 'M5 11h14', 'M7 17v3', 'M17 17v3', c(8.5, 14, 0.8), c(15.5, 14, 0.8)],
  car: ['M4 15l2-6h12l2 6v4H4z', 'M4 15h16', c(8, 17.5, 0.8), c(16, 17.5, 0.8)],
  book: ['M5 5a2 2 0 0 1 2-2h12v15H7a2 2 0 0 0-2 2z', 'M5 20a2 2 0 0 0 2 1h12v-3'],
  link: ['M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1', 'M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1'],
  globe: [c(12, 12, 9), 'M3 12h18', 'M12 3c3 3 3 15 0 18', 'M12 3c-3 3-3 15 0 18'],
  music: ['M9 18V5l11-2v13', c(6, 18, 3), c(17, 16, 3)],
  font: ['M3 19l5-14 5 14', 'M5 14h6', c(17, 15.5, 3), 'M20 12v7'],
  target: [c(12, 12, 9), c(12, 12, 5), c(12, 12, 1)],
  smile: [c(12, 12, 9), 'M8 14s1.5 2 4 2 4-2 4-2', 'M9 9.5h.01', 'M15 9.5h.01'],
  card: ['M3 6h18v12H3z', 'M3 10h18', 'M7 15h4'],
  cycle: ['M20 11a8 8 0 0 0-14.5-4.5L4 8', 'M4 4v4h4', 'M4 13a8 8 0 0 0 14.5 4.5L20 16', 'M20 20v-4h-4'],
  bolt: ['M13 2L4 14h7l-1 8 9-12h-7z'],
  check: ['M5 12l5 5 9-10'],
  arrow: ['M5 12h14', 'M13 6l6 6-6 6'],
} satisfies Record<string, string[]>

export type IconName = keyof typeof icons

export function isIconName(name: string | undefined): name is IconName {
  return name !== undefined && Object.hasOwn(icons, name)
}

/** A decorative icon: hidden from assistive technology, the text next to it carries the meaning. */
export function Icon({ name, size = 24, className }: { name: IconName; size?: number; className?: string }) {
  return (
    <svg
      className={className}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {icons[name].map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  )
}

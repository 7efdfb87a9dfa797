import { icons } from './iconPaths'

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

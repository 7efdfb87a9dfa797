/**
 * The elements whose views and clicks are counted (SPEC §4 "Visibility tracking"), named
 * `kind:key`: a Main slide is `banner:12`, a press release in a list `report:34`, a service card
 * `service:order`, a share button `share:kakao`, a font's download `font:3`.
 *
 * The page marks such an element with `data-track="<id>"` (and `data-track-view-only` when a click
 * on it means nothing); the browser's tracker reads those attributes. The server accepts only ids
 * of this grammar whose content exists and is published: anything else is refused (400).
 */

/**
 * Kinds whose key is the id of a published document, and that document's collection. A newsroom
 * item's kind is its type's segment (`newsroomSegment`): press releases are `report`, the prefix
 * of the ids already counted in analytics_daily, so it stays.
 */
export const documentKinds = {
  banner: 'banners',
  report: 'press-releases',
  fact: 'fact-checks',
  media: 'media-reports',
  font: 'fonts',
  music: 'music-tracks',
} as const
export type DocumentKind = keyof typeof documentKinds

/**
 * Kinds with a fixed set of keys. Service cards follow Main's four service pages; share keys are
 * the share widget's channels (tests/unit/admin/analyticsElements.test.ts keeps the two lists equal:
 * lib cannot import the component's list).
 */
export const fixedKinds = {
  service: ['order', 'commerce', 'ceo', 'culture'],
  share: ['kakao', 'facebook', 'x', 'mail', 'copy'],
} as const
export type FixedKind = keyof typeof fixedKinds

export type ElementKind = DocumentKind | FixedKind
export type TrackedElement =
  { kind: DocumentKind; id: number; element: string } | { kind: FixedKind; key: string; element: string }

/** The longest id the grammar allows (the database column's width). */
export const MAX_ELEMENT_LENGTH = 40

const isDocumentKind = (kind: string): kind is DocumentKind => Object.hasOwn(documentKinds, kind)
const isFixedKind = (kind: string): kind is FixedKind => Object.hasOwn(fixedKinds, kind)

/** The element an id names, or undefined when it is not of the grammar. */
export function parseElement(element: string): TrackedElement | undefined {
  if (element.length > MAX_ELEMENT_LENGTH) return undefined
  const match = /^([a-z]+):([a-z0-9]+)$/.exec(element)
  if (!match) return undefined
  const [, kind, key] = match
  if (isDocumentKind(kind)) {
    // A positive integer without leading zeros: one id has one spelling, so counts never split.
    if (!/^[1-9][0-9]{0,9}$/.test(key) || Number(key) > 2_147_483_647) return undefined
    return { kind, id: Number(key), element }
  }
  if (isFixedKind(kind) && (fixedKinds[kind] as readonly string[]).includes(key)) return { kind, key, element }
  return undefined
}

/** The id of a document's element, for `data-track`. */
export const documentElement = (kind: DocumentKind, id: number | string): string => `${kind}:${id}`

/** The id of a fixed element, for `data-track`. */
export const fixedElement = <K extends FixedKind>(kind: K, key: (typeof fixedKinds)[K][number]): string =>
  `${kind}:${key}`

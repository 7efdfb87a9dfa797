import type { Messages } from '@/i18n/resources'

/** A card of a brand page: a service, a principle, a programme. */
export type Card = { title: string; body: string; icon?: string; tag?: string; points?: string[] }
/** A key figure: "200 billion won" is `{ value: '2,000', unit: '억 원', label: … }`. */
export type Figure = { value: string; unit: string; label: string; note?: string }

type Node = Messages[string]

/**
 * The node at a dot path of a namespace's messages. Brand pages keep their structured content
 * (cards, figures, lists) in the i18n JSON; a wrong path is a programming error, and failing
 * loudly makes it fail the static build instead of rendering an empty section.
 */
function at(root: Messages, path: string): Node {
  let node: Node = root
  for (const part of path.split('.')) {
    if (typeof node !== 'object' || node === null || Array.isArray(node)) throw new Error(`i18n: no "${path}"`)
    node = (node as Messages)[part]
  }
  if (node === undefined) throw new Error(`i18n: no "${path}"`)
  return node
}

function text(node: Messages, key: string, path: string): string {
  const value = node[key]
  if (typeof value !== 'string') throw new Error(`i18n: "${path}.${key}" is not a string`)
  return value
}

function optionalText(node: Messages, key: string, path: string): string | undefined {
  return node[key] === undefined ? undefined : text(node, key, path)
}

function objects(root: Messages, path: string): Messages[] {
  const node = at(root, path)
  if (!Array.isArray(node) || node.some((item) => typeof item !== 'object')) {
    throw new Error(`i18n: "${path}" is not a list of objects`)
  }
  return node as Messages[]
}

/** A list of strings (bullet points, steps). */
export function strings(root: Messages, path: string): string[] {
  const node = at(root, path)
  if (!Array.isArray(node) || node.some((item) => typeof item !== 'string')) {
    throw new Error(`i18n: "${path}" is not a list of strings`)
  }
  return node as string[]
}

function toCard(item: Messages, where: string): Card {
  return {
    title: text(item, 'title', where),
    body: text(item, 'body', where),
    icon: optionalText(item, 'icon', where),
    tag: optionalText(item, 'tag', where),
    points: item.points === undefined ? undefined : strings(item, 'points'),
  }
}

export function cards(root: Messages, path: string): Card[] {
  return objects(root, path).map((item, i) => toCard(item, `${path}.${i}`))
}

/** One card kept on its own (the feature of a section). */
export function card(root: Messages, path: string): Card {
  const node = at(root, path)
  if (typeof node !== 'object' || Array.isArray(node)) throw new Error(`i18n: "${path}" is not an object`)
  return toCard(node as Messages, path)
}

/** One key figure kept on its own. */
export function figure(root: Messages, path: string): Figure {
  const node = at(root, path)
  if (typeof node !== 'object' || Array.isArray(node)) throw new Error(`i18n: "${path}" is not an object`)
  return toFigure(node as Messages, path)
}

function toFigure(item: Messages, where: string): Figure {
  return {
    value: text(item, 'value', where),
    unit: text(item, 'unit', where),
    label: text(item, 'label', where),
    note: optionalText(item, 'note', where),
  }
}

export function figures(root: Messages, path: string): Figure[] {
  return objects(root, path).map((item, i) => toFigure(item, `${path}.${i}`))
}

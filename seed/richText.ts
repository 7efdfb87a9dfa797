/**
 * Builders for Lexical rich-text JSON, the shape Payload's lexical editor stores. Plain type
 * aliases (not interfaces) so the values are assignable to the generated `body` field types.
 */

export type LexicalText = {
  type: 'text'
  text: string
  format: number
  style: string
  mode: 'normal'
  detail: number
  version: 1
}

export type LexicalLink = {
  type: 'link'
  version: 3
  fields: { url: string; newTab: boolean; linkType: 'custom' }
  children: LexicalText[]
  direction: 'ltr'
  format: ''
  indent: number
}

export type LexicalParagraph = {
  type: 'paragraph'
  format: ''
  indent: number
  version: 1
  direction: 'ltr'
  textFormat: number
  textStyle: string
  children: (LexicalText | LexicalLink)[]
}

export type LexicalHeading = {
  type: 'heading'
  tag: 'h2' | 'h3'
  format: ''
  indent: number
  version: 1
  direction: 'ltr'
  children: LexicalText[]
}

export type LexicalBlock = LexicalParagraph | LexicalHeading

export type RichText = {
  root: {
    type: 'root'
    format: ''
    indent: number
    version: 1
    direction: 'ltr'
    children: LexicalBlock[]
  }
}

/**
 * What content files write: a string is a paragraph; `{ heading }` a section heading;
 * `{ text, link }` a paragraph ending in a link (`text` may be empty).
 */
export type Block = string | { heading: string } | { text: string; link: { label: string; url: string } }

const BOLD = 1

export function textNode(text: string, bold = false): LexicalText {
  return { type: 'text', text, format: bold ? BOLD : 0, style: '', mode: 'normal', detail: 0, version: 1 }
}

export function linkNode(label: string, url: string, newTab = false): LexicalLink {
  return {
    type: 'link',
    version: 3,
    fields: { url, newTab, linkType: 'custom' },
    children: [textNode(label)],
    direction: 'ltr',
    format: '',
    indent: 0,
  }
}

export function paragraphNode(...children: (LexicalText | LexicalLink)[]): LexicalParagraph {
  return {
    type: 'paragraph',
    format: '',
    indent: 0,
    version: 1,
    direction: 'ltr',
    textFormat: 0,
    textStyle: '',
    children,
  }
}

export function headingNode(text: string, tag: 'h2' | 'h3' = 'h3'): LexicalHeading {
  return { type: 'heading', tag, format: '', indent: 0, version: 1, direction: 'ltr', children: [textNode(text)] }
}

export function root(children: LexicalBlock[]): RichText {
  return { root: { type: 'root', format: '', indent: 0, version: 1, direction: 'ltr', children } }
}

/** One paragraph per text. */
export function paragraphs(...texts: string[]): RichText {
  return root(texts.map((text) => paragraphNode(textNode(text))))
}

function blockNode(block: Block): LexicalBlock {
  if (typeof block === 'string') return paragraphNode(textNode(block))
  if ('heading' in block) return headingNode(block.heading)
  const children: (LexicalText | LexicalLink)[] = []
  if (block.text) children.push(textNode(`${block.text} `))
  children.push(linkNode(block.link.label, block.link.url))
  return paragraphNode(...children)
}

/** Paragraphs, headings and links, as written in the seed's content files. */
export function richText(blocks: readonly Block[]): RichText {
  return root(blocks.map(blockNode))
}

/** The plain text of blocks, the way the search hook sees a body (used by the fixtures' checks). */
export function blocksText(blocks: readonly Block[]): string {
  return blocks
    .map((block) => {
      if (typeof block === 'string') return block
      if ('heading' in block) return block.heading
      return `${block.text} ${block.link.label}`
    })
    .join('\n')
}

/** Minimal shape of a serialized Lexical node: enough to walk the tree for its text. */
type LexicalNode = { type?: string; text?: string; children?: LexicalNode[] }

const BLOCK_TYPES = new Set(['paragraph', 'heading', 'listitem', 'quote', 'tablecell'])

/** Plain text of a Lexical rich-text value; blocks end with a newline so words never run together. */
export function lexicalToPlainText(value: unknown): string {
  const root = (value as { root?: LexicalNode } | null | undefined)?.root
  if (!root) return ''
  const out: string[] = []
  const walk = (node: LexicalNode) => {
    if (typeof node.text === 'string') out.push(node.text)
    if (node.type === 'linebreak') out.push('\n')
    node.children?.forEach(walk)
    if (node.type && BLOCK_TYPES.has(node.type)) out.push('\n')
  }
  walk(root)
  return out.join('').replace(/\n{2,}/g, '\n').trim()
}

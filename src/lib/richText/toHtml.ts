import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical'
import { convertLexicalToHTML } from '@payloadcms/richtext-lexical/html'

import { sanitizeHtml } from './sanitize'

/** Lexical rich text to sanitized HTML, on the server. Empty or missing content gives ''. */
export function richTextToHtml(value: unknown): string {
  const state = value as SerializedEditorState | null | undefined
  if (!state || typeof state !== 'object' || !('root' in state)) return ''
  return sanitizeHtml(convertLexicalToHTML({ data: state, disableContainer: true }))
}

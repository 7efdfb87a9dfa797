import type { Messages } from './resources'

export type TranslateVars = Record<string, string | number>
export type Translate = (key: string, vars?: TranslateVars) => string

/** `{{name}}` placeholders filled in; an unknown name stays as written, so it shows in review. */
export const interpolate = (text: string, vars: TranslateVars): string =>
  text.replace(/\{\{\s*(\w+)\s*\}\}/g, (match, name: string) => (name in vars ? String(vars[name]) : match))

/**
 * A tiny `t` over a namespace's messages: dotted keys and `{{name}}` interpolation, the subset
 * of i18next the client needs. Keeping i18next itself out of the browser saves ~15 kB gzipped.
 * A missing key returns the key, as i18next does, so it shows up in review instead of blank.
 */
export function makeTranslate(messages: Messages | undefined): Translate {
  return (key, vars) => {
    let node: unknown = messages
    for (const part of key.split('.')) {
      node = node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined
    }
    if (typeof node !== 'string') return key
    return vars ? interpolate(node, vars) : node
  }
}

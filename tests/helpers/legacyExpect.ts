import { expect } from 'vitest'

import { request } from './http'

/** SPEC §3 "List response". */
export type Page = { list: Record<string, unknown>[]; totalSize: number; pageNumber: number; totalPageNumber: number }
export type Neighbour = { seq: number; title: string } | null
export type Detail = Record<string, unknown> & { prev: Neighbour; next: Neighbour }

/** Every bad answer is a JSON fail envelope with a message, and never a stack trace. Returns its headers and message. */
export async function expectFail(path: string, status: number, init?: RequestInit) {
  const res = await request(path, init)
  const text = await res.text()
  expect(res.status, `${path} -> ${text}`).toBe(status)
  expect(res.headers.get('content-type'), path).toMatch(/^application\/json/)
  const body = JSON.parse(text) as { detail: string; message: string }
  expect(body.detail, path).toBe('fail')
  expect(body.message.length, path).toBeGreaterThan(0)
  expect(text, path).not.toMatch(/\bat .+\(.+:\d+:\d+\)|node_modules|Error:/)
  return { headers: res.headers, message: body.message }
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' }

/** The text a sanitized HTML fragment shows: tags dropped, entities decoded. */
export function htmlText(html: string): string {
  return html.replace(/<[^>]*>/g, ' ').replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] !== '#') return ENTITIES[name.toLowerCase()] ?? whole
    return String.fromCodePoint(name[1].toLowerCase() === 'x' ? parseInt(name.slice(2), 16) : Number(name.slice(1)))
  })
}

export const mentions = (text: unknown, word: string) =>
  typeof text === 'string' && text.toLowerCase().includes(word.toLowerCase())

import type { Graph, Thing, WithContext } from 'schema-dts'

/** What a JSON-LD block holds: one typed node with its context, or a graph of them. */
export type JsonLd = WithContext<Thing> | Graph

/**
 * The characters escaped in a JSON-LD block. The HTML parser ends a script element at the first
 * `</script` whatever the JSON says, and `<!--` turns it into the script-data-escaped state, so a
 * headline such as `</script><script>alert(1)</script>` would leave the block; `&` is escaped so
 * nothing reads as a character reference either way. U+2028 and U+2029 are line terminators to
 * JavaScript parsers older than ES2019 that some crawlers still feed these blocks to.
 */
const UNSAFE = /[<>&\u2028\u2029]/g

/**
 * JSON-LD as the text of a `<script type="application/ld+json">`. JSON.stringify only ever
 * writes these characters inside strings, where a `\u` escape means the same character, so the
 * parsed data is exactly `data`.
 */
export function serializeJsonLd(data: JsonLd): string {
  return JSON.stringify(data).replace(UNSAFE, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`)
}

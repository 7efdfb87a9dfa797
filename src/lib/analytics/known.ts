import type { Payload } from 'payload'

import { documentKinds, type DocumentKind, type TrackedElement } from './elements'

/** How long an element found published is taken as known without asking again. */
const KNOWN_FOR_MS = 10 * 60 * 1000
const known = new Map<string, number>()

/**
 * The ids among `elements` that name nothing a visitor can see: a document that does not exist or
 * is not published (read as an anonymous visitor, `overrideAccess: false`). Found ones are
 * remembered for ten minutes, so the tracker's steady traffic costs no query; one query per
 * collection otherwise.
 */
export async function unknownElements(
  payload: Payload,
  elements: TrackedElement[],
  now = Date.now(),
): Promise<string[]> {
  const asked = new Map<DocumentKind, Set<number>>()
  for (const element of elements) {
    if (!('id' in element) || (known.get(element.element) ?? 0) > now) continue
    const ids = asked.get(element.kind) ?? new Set<number>()
    ids.add(element.id)
    asked.set(element.kind, ids)
  }
  const missing: string[] = []
  await Promise.all(
    [...asked].map(async ([kind, ids]) => {
      const { docs } = await payload.find({
        collection: documentKinds[kind],
        where: { id: { in: [...ids] } },
        select: {},
        depth: 0,
        limit: ids.size,
        pagination: false,
        overrideAccess: false,
      })
      const found = new Set(docs.map((doc) => Number(doc.id)))
      for (const id of ids) {
        if (found.has(id)) known.set(`${kind}:${id}`, now + KNOWN_FOR_MS)
        else missing.push(`${kind}:${id}`)
      }
    }),
  )
  if (known.size > 50_000) known.clear() // bounded: a cleared cache only costs queries
  return missing
}

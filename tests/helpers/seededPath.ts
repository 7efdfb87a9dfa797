import { inject } from 'vitest'

import { seededPathResolver } from '../../tooling/seeded'

let resolver: ((path: string) => Promise<string>) | undefined

/** Replaces `{pressReleaseId}`-style placeholders in a route with ids of seeded, published content. */
export function resolvePath(path: string): Promise<string> {
  resolver ??= seededPathResolver(inject('baseUrl'))
  return resolver(path)
}

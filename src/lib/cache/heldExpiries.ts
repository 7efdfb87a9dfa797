import type { Handler } from '@fortedigital/nextjs-cache-handler/cache-handler.types'

type Connection = {
  readonly isReady: boolean
  on: (event: 'ready', listener: () => void) => unknown
}

/**
 * A cache handler whose tag expiries survive an outage of its store: a tag expired while the store
 * is away (or whose expiry failed) is kept and expired again as soon as the store is back, so an
 * entry written before the outage is never served after a publish made during it.
 */
export function withHeldExpiries(handler: Handler, connection: Connection): Handler {
  const held = new Set<string>()
  const expire = async (tag: string) => {
    if (!connection.isReady) {
      held.add(tag)
      return
    }
    try {
      await handler.revalidateTag(tag)
      held.delete(tag)
    } catch (error) {
      held.add(tag)
      throw error
    }
  }
  connection.on('ready', () => {
    for (const tag of [...held]) void expire(tag).catch(() => {})
  })
  return { ...handler, name: `${handler.name}+held-expiries`, revalidateTag: expire }
}

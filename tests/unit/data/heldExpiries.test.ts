import { EventEmitter } from 'node:events'

import type { Handler } from '@fortedigital/nextjs-cache-handler/cache-handler.types'
import { describe, expect, it } from 'vitest'

import { withHeldExpiries } from '@/lib/cache/heldExpiries'

/** A store that records the tags it expired, and fails while told to. */
function store() {
  const expired: string[] = []
  let failing = false
  const handler: Handler = {
    name: 'store',
    get: async () => null,
    set: async () => {},
    revalidateTag: async (tag: string) => {
      if (failing) throw new Error('connection lost')
      expired.push(tag)
    },
    delete: async () => {},
  }
  return { handler, expired, fail: (value: boolean) => (failing = value) }
}

function connection(ready: boolean) {
  const events = new EventEmitter()
  return Object.assign(events, { isReady: ready })
}

const settle = () => new Promise((r) => setTimeout(r, 0))

describe('cache expiries across an outage of the shared cache', () => {
  it('expires at once while the store is up', async () => {
    const { handler, expired } = store()
    await withHeldExpiries(handler, connection(true)).revalidateTag('collection:notices')
    expect(expired).toEqual(['collection:notices'])
  })

  it('keeps an expiry made while the store is away and sends it, once, when it is back', async () => {
    const { handler, expired } = store()
    const link = connection(false)
    const held = withHeldExpiries(handler, link)
    await held.revalidateTag('collection:press-releases')
    await held.revalidateTag('collection:press-releases')
    expect(expired).toEqual([])
    link.isReady = true
    link.emit('ready')
    await settle()
    expect(expired).toEqual(['collection:press-releases'])
    link.emit('ready')
    await settle()
    expect(expired).toEqual(['collection:press-releases'])
  })

  it('keeps an expiry the store failed to make, and says it failed', async () => {
    const { handler, expired, fail } = store()
    const link = connection(true)
    const held = withHeldExpiries(handler, link)
    fail(true)
    await expect(held.revalidateTag('global:site-settings')).rejects.toThrow('connection lost')
    fail(false)
    link.emit('ready')
    await settle()
    expect(expired).toEqual(['global:site-settings'])
  })
})

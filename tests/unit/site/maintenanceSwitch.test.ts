import http from 'node:http'
import type { AddressInfo } from 'node:net'

import { NextRequest } from 'next/server'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

/**
 * The proxy's reading of the maintenance switch, against a real HTTP server standing in for the
 * app's REST API: one reading for many visitors at once, and a switch that still shows within
 * two seconds.
 */
let server: http.Server
let base = ''
let reads = 0
let on = false

beforeEach(async () => {
  reads = 0
  on = false
  server = http.createServer((req, res) => {
    reads++
    // Slow enough that every visitor below arrives while the reading is on its way.
    setTimeout(() => {
      res.setHeader('content-type', 'application/json')
      res.end(JSON.stringify({ maintenanceMode: on }))
    }, 100)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  // A fresh module each time: the remembered answer lives in it.
  vi.resetModules()
})

afterEach(async () => {
  vi.useRealTimers()
  if (server.listening) await new Promise((resolve) => server.close(resolve))
})

const visitor = () => new NextRequest(`${base}/company/history`)

describe('isMaintenanceOn', () => {
  it('asks the API once for 50 visitors who arrive together, and gives all of them its answer', async () => {
    const { isMaintenanceOn } = await import('@/lib/site/maintenance')
    on = true
    const answers = await Promise.all(Array.from({ length: 50 }, () => isMaintenanceOn(visitor())))
    expect(answers).toEqual(Array(50).fill(true))
    expect(reads).toBe(1)
  })

  it('shows a switch to the first visitor after two seconds, with one new reading for everyone then', async () => {
    const { isMaintenanceOn } = await import('@/lib/site/maintenance')
    const start = Date.now()
    vi.useFakeTimers({ toFake: ['Date'], now: start })
    expect(await isMaintenanceOn(visitor())).toBe(false)
    on = true
    vi.setSystemTime(start + 1999)
    expect(await isMaintenanceOn(visitor()), 'still the remembered answer').toBe(false)
    expect(reads).toBe(1)
    vi.setSystemTime(start + 2000)
    const answers = await Promise.all(Array.from({ length: 20 }, () => isMaintenanceOn(visitor())))
    expect(answers).toEqual(Array(20).fill(true))
    expect(reads).toBe(2)
  })

  it('keeps the last known answer when the API cannot answer', async () => {
    const { isMaintenanceOn } = await import('@/lib/site/maintenance')
    const start = Date.now()
    vi.useFakeTimers({ toFake: ['Date'], now: start })
    on = true
    expect(await isMaintenanceOn(visitor())).toBe(true)
    await new Promise((resolve) => server.close(resolve))
    vi.setSystemTime(start + 2000)
    expect(await isMaintenanceOn(visitor()), 'a hiccup does not switch the site').toBe(true)
  })

  it('ends its reading at its limit when the fetch never settles, and the next reading goes ahead', async () => {
    const { isMaintenanceOn } = await import('@/lib/site/maintenance')
    // A fetch that ignores its abort signal: the one shared reading every page waits for must
    // still end, with the last known state, and not hold every later visitor.
    const stuck = vi.spyOn(globalThis, 'fetch').mockImplementation(() => new Promise<Response>(() => {}))
    const started = Date.now()
    const answers = await Promise.all(Array.from({ length: 5 }, () => isMaintenanceOn(visitor())))
    expect(answers).toEqual(Array(5).fill(false))
    expect(Date.now() - started).toBeLessThan(5_000)
    stuck.mockRestore()
    on = true
    const start = Date.now()
    vi.useFakeTimers({ toFake: ['Date'], now: start + 2000 })
    expect(await isMaintenanceOn(visitor()), 'the next reading asks the API again').toBe(true)
  })
})

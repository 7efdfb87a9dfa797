import { readdirSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { shareChannels } from '@/components/Share/shareUrls'
import { batchSchema, MAX_EVENTS } from '@/lib/analytics/batch'
import { documentKinds, fixedKinds, MAX_ELEMENT_LENGTH, parseElement } from '@/lib/analytics/elements'

import { routes } from '../../../tooling/routes'

/**
 * The element id grammar the endpoint accepts (unknown ids are refused with a 400),
 * and the batch schema the tracker and the endpoint share.
 */

describe('parseElement', () => {
  it.each(Object.entries(documentKinds))('reads a %s id as a positive integer document id', (kind) => {
    expect(parseElement(`${kind}:1`)).toEqual({ kind, id: 1, element: `${kind}:1` })
    expect(parseElement(`${kind}:2147483647`)).toEqual({ kind, id: 2147483647, element: `${kind}:2147483647` })
  })

  it.each(Object.entries(fixedKinds).flatMap(([kind, keys]) => keys.map((key) => [kind, key])))(
    'reads the fixed element %s:%s',
    (kind, key) => {
      expect(parseElement(`${kind}:${key}`)).toEqual({ kind, key, element: `${kind}:${key}` })
    },
  )

  it.each([
    ['an unknown kind', 'video:3'],
    ['a kind of the wrong case', 'Banner:3'],
    ['an upper-case key', 'share:KAKAO'],
    ['an unknown fixed key', 'share:line'],
    ['a fixed kind with a number', 'service:1'],
    ['a document kind with a word', 'banner:order'],
    ['a leading zero', 'banner:012'],
    ['zero', 'banner:0'],
    ['a negative id', 'banner:-1'],
    ['a fraction', 'banner:1.5'],
    ['an exponent', 'banner:1e3'],
    ['an id past the integer column (2^31)', 'banner:2147483648'],
    ['an eleven-digit id', 'banner:12345678901'],
    ['a huge id', `report:${'9'.repeat(30)}`],
    ['an extra colon', 'banner:1:2'],
    ['no key', 'banner:'],
    ['no kind', ':1'],
    ['no colon', 'banner1'],
    ['spaces', 'banner: 1'],
    ['a trailing newline', 'banner:1\n'],
    ['a full-width digit', 'banner:１'],
    ['the empty string', ''],
    ['a prototype key as kind', '__proto__:1'],
    ['constructor as kind', 'constructor:1'],
    ['toString as a fixed key', 'share:toString'],
  ])('refuses %s (%j)', (_label, element) => {
    expect(parseElement(element)).toBeUndefined()
  })

  it(`refuses anything longer than ${MAX_ELEMENT_LENGTH} characters, whatever it says`, () => {
    const long = `banner:1${'0'.repeat(MAX_ELEMENT_LENGTH)}`
    expect(long.length).toBeGreaterThan(MAX_ELEMENT_LENGTH)
    expect(parseElement(long)).toBeUndefined()
    expect(parseElement(`share:${'k'.repeat(MAX_ELEMENT_LENGTH)}`)).toBeUndefined()
  })

  it('every valid id fits the database column (varchar 40)', () => {
    const longestKind = Math.max(...Object.keys({ ...documentKinds, ...fixedKinds }).map((k) => k.length))
    const longestKey = Math.max(10, ...Object.values(fixedKinds).flatMap((keys) => keys.map((k) => k.length)))
    expect(longestKind + 1 + longestKey).toBeLessThanOrEqual(MAX_ELEMENT_LENGTH)
  })
})

describe('fixed elements follow the site', () => {
  it("share keys are the share widget's channels", () => {
    expect([...fixedKinds.share]).toEqual([...shareChannels])
  })

  it("service keys are Main's four service pages, in the route table and in the app", () => {
    const servicePaths = routes.map((r) => r.path).filter((p) => p.startsWith('/service/'))
    expect(servicePaths).toEqual(fixedKinds.service.map((key) => `/service/${key}`))
    const serviceDir = path.resolve(import.meta.dirname, '../../../src/app/(frontend)/[locale]/service')
    const pages = readdirSync(serviceDir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && !entry.name.startsWith('_'))
      .map((entry) => entry.name)
    expect(pages.sort()).toEqual([...fixedKinds.service].sort())
  })
})

describe('batchSchema', () => {
  const event = { element: 'service:order', type: 'view' }
  const ok = (value: unknown) => batchSchema.safeParse(value).success

  it('takes a batch of 1 to 20 events in Korean or English', () => {
    expect(ok({ locale: 'ko', events: [event] })).toBe(true)
    expect(ok({ locale: 'en', events: [{ element: 'banner:3', type: 'click' }] })).toBe(true)
    expect(ok({ locale: 'ko', events: Array(MAX_EVENTS).fill(event) })).toBe(true)
    expect(MAX_EVENTS).toBe(20)
  })

  it.each([
    ['21 events', { locale: 'ko', events: Array(MAX_EVENTS + 1).fill(event) }],
    ['no events', { locale: 'ko', events: [] }],
    ['events not a list', { locale: 'ko', events: event }],
    ['another language', { locale: 'ja', events: [event] }],
    ['an upper-case language', { locale: 'KO', events: [event] }],
    ['no language', { events: [event] }],
    ['an extra property on the batch', { locale: 'ko', events: [event], url: '/x' }],
    ['an extra property on an event', { locale: 'ko', events: [{ ...event, at: 1 }] }],
    ['an unknown event type', { locale: 'ko', events: [{ ...event, type: 'hover' }] }],
    ['an element that is not a string', { locale: 'ko', events: [{ ...event, element: 3 }] }],
    ['an empty element', { locale: 'ko', events: [{ ...event, element: '' }] }],
    ['an element over 40 characters', { locale: 'ko', events: [{ ...event, element: 'x'.repeat(41) }] }],
    ['null', null],
    ['a list', [event]],
    ['a string', 'ko'],
  ])('refuses %s', (_label, value) => {
    expect(ok(value)).toBe(false)
  })
})

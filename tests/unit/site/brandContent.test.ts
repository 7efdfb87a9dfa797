import { readFileSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { card, cards, figure, figures, strings } from '@/components/Brand/content'
import { isIconName } from '@/components/Brand/Icon'
import { locales } from '@/i18n/locales'
import { resources } from '@/i18n/resources'

/** Every structured list the brand pages read, by namespace: a wrong shape would break a page. */
const CARD_LISTS = {
  home: ['services.cards'],
  company: ['culture.servicePrinciples.items', 'culture.workPrinciples.items', 'culture.life.items'],
  service: [
    'order.delivery.modes',
    'order.more.items',
    'commerce.mart.categories',
    'ceo.owners.items',
    'ceo.riders.items',
    'ceo.riders.support',
    'culture.principles.items',
    'culture.process.items',
  ],
  sustainability: [
    'happiness.pillars.items',
    'happiness.explore.items',
    'responsibility.programs.items',
    'responsibility.climate.items',
    'ethical.code.items',
    'ethical.compliance.items',
    'ethical.safety.items',
    'ethical.security.items',
  ],
  place: ['transport.items', 'visit.items'],
} as const

const SINGLE_CARDS = { service: ['commerce.mart.feature', 'commerce.gift.feature', 'commerce.store.feature'] } as const

describe.each(locales)('brand page content in %s', (locale) => {
  it.each(Object.entries(CARD_LISTS))('reads every card list of "%s" with known icons', (ns, paths) => {
    const messages = resources[locale][ns as keyof typeof CARD_LISTS]
    for (const listPath of paths) {
      const list = cards(messages, listPath)
      expect(list.length, listPath).toBeGreaterThan(0)
      for (const item of list)
        if (item.icon !== undefined) expect(isIconName(item.icon), `${listPath}: ${item.icon}`).toBe(true)
    }
    for (const single of (SINGLE_CARDS as Record<string, readonly string[]>)[ns] ?? []) {
      expect(isIconName(card(messages, single).icon)).toBe(true)
    }
  })

  it('has the goal pillars', () => {
    expect(strings(resources[locale].company, 'culture.goal.pillars')).toHaveLength(3)
  })

  it('states the SPEC §9 figures: investment by 2030, greenhouse gas and renewables by 2032, settlement, safety checks', () => {
    const home = figures(resources[locale].home, 'figures.items')
    expect(home.map((f) => f.value)).toEqual([locale === 'ko' ? '2,000' : '200', '50', '100'])
    expect(home.map((f) => f.note).join(' ')).toMatch(/2030.*2032.*2022.*2032/)
    expect(figure(resources[locale].service, 'ceo.owners.settlement').value).toBe('3')
    expect(figure(resources[locale].sustainability, 'ethical.safety.figure').value).toBe('6')
  })
})

describe('content readers', () => {
  it('fail loudly on a missing path or a wrong shape', () => {
    expect(() => cards(resources.ko.home, 'services.nothing')).toThrow(/services\.nothing/)
    expect(() => cards(resources.ko.home, 'hero.prev')).toThrow(/not a list/)
    expect(() => strings(resources.ko.home, 'services.cards')).toThrow(/not a list of strings/)
  })
})

describe('lottie animation', () => {
  it('is a small, valid Lottie file', () => {
    const file = path.resolve(import.meta.dirname, '../../../public/lottie/steaming-bowl.json')
    const raw = readFileSync(file, 'utf8')
    const anim = JSON.parse(raw) as { fr: number; op: number; w: number; h: number; layers: unknown[] }
    expect(raw.length).toBeLessThan(30_000)
    expect(anim).toMatchObject({ fr: 30, op: 90, w: 200, h: 200 })
    expect(anim.layers.length).toBeGreaterThan(0)
  })
})

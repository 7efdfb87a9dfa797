import fs from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { collections } from '../../../src/collections'
import { globals } from '../../../src/globals'
import enStaff from '../../../src/i18n/locales/en/staff.json'
import koStaff from '../../../src/i18n/locales/ko/staff.json'

/**
 * The admin speaks both of its languages. Every text an editor reads on our collections
 * and globals (labels, descriptions, option labels) is a `{ ko, en }` object; a plain string would
 * show the same words to everyone, a missing language would fall back to the other one.
 * Payload's own fields (auth, timestamps, status) come with Payload's translations and are not
 * in these arrays.
 */

// Loose on purpose: the walk reads every kind of field and config the same way.
type Node = Record<string, unknown>

/**
 * The stored values of every select, captured from the config before labels were translated:
 * they live in rows and Postgres enum types, so a changed value would need a migration.
 */
const OPTION_VALUES: Record<string, string[]> = {
  'connection-sites.level': ['1', '2', '3'],
  'inquiries.kind': ['partnership', 'press', 'other', 'visit'],
  'inquiries.status': ['new', 'inProgress', 'answered', 'closed'],
  'inquiries.locale': ['ko', 'en'],
  'ethics-reports.form': ['consult', 'report'],
  'ethics-reports.status': ['received', 'inReview', 'answered', 'closed'],
  'ethics-reports.locale': ['ko', 'en'],
  'ethics-reports.categories': [
    'dealingPosition',
    'refusalToDeal',
    'writtenContract',
    'promotionCosts',
    'otherFairTrade',
  ],
  'report-messages.author': ['reporter', 'staff'],
  'report-audit-log.action': ['created', 'read', 'statusChanged', 'replied', 'downloaded', 'purged'],
  'staff-audit-log.action': [
    'accountCreated',
    'roleChanged',
    'roleChangeRefused',
    'accountDeleted',
    'twoFactorEnrolled',
    'twoFactorReset',
    'twoFactorResetRefused',
    'recoveryCodeUsed',
    'twoFactorLocked',
    'passkeyAdded',
    'passkeyRemoved',
  ],
  'users.role': ['admin', 'editor', 'compliance'],
}

/** Why a text is not a proper `{ ko, en }` label, or null when it is. `false` hides a label on purpose. */
function textProblem(text: unknown, { allowFalse = false } = {}): string | null {
  if (text === undefined) return 'missing'
  if (text === false && allowFalse) return null
  if (typeof text === 'string') return `plain string ${JSON.stringify(text)}`
  if (typeof text === 'function') return 'a function (use a { ko, en } object)'
  if (typeof text !== 'object' || text === null) return `not a label: ${JSON.stringify(text)}`
  const missing = (['ko', 'en'] as const).filter((lang) => {
    const value = (text as Node)[lang]
    return typeof value !== 'string' || value.trim() === ''
  })
  return missing.length ? `no ${missing.join(' and ')} text` : null
}

class Findings {
  readonly problems: string[] = []
  readonly optionValues: Record<string, string[]> = {}

  /** A text that must be there. */
  required(path: string, text: unknown, allowFalse = false) {
    const problem = textProblem(text, { allowFalse })
    if (problem) this.problems.push(`${path}: ${problem}`)
  }

  /** A text that may be left out (descriptions), but is bilingual when given. */
  optional(path: string, text: unknown) {
    if (text !== undefined) this.required(path, text)
  }

  singularPlural(path: string, labels: unknown) {
    const { singular, plural } = (labels ?? {}) as Node
    this.required(`${path}.singular`, singular)
    this.required(`${path}.plural`, plural)
  }
}

/** Walks fields, tabs, rows, collapsibles, groups, arrays and blocks, naming each by its path. */
function walkFields(fields: unknown, parent: string, found: Findings) {
  ;(fields as Node[]).forEach((field, index) => {
    const type = String(field.type)
    const path = `${parent}.${typeof field.name === 'string' ? field.name : `[${index}:${type}]`}`
    const admin = (field.admin ?? {}) as Node
    found.optional(`${path} description`, admin.description)
    found.optional(`${path} placeholder`, admin.placeholder)

    // Rows and unnamed tabs fields only lay others out; a named field, a collapsible and a
    // group are titled by their label (Payload would show the field's name turned into English words).
    if (type === 'collapsible' || typeof field.name === 'string') found.required(`${path} label`, field.label, true)
    else found.optional(`${path} label`, field.label)

    if (type === 'array' || type === 'blocks') found.singularPlural(`${path} labels`, field.labels)
    if (type === 'select' || type === 'radio') {
      const options = field.options as unknown[]
      found.optionValues[path] = options.map((o) => (typeof o === 'string' ? o : String((o as Node).value)))
      options.forEach((option, i) => {
        const label = typeof option === 'string' ? option : (option as Node).label
        found.required(
          `${path} option ${i} (${typeof option === 'string' ? option : String((option as Node).value)})`,
          label,
        )
      })
    }
    if (Array.isArray(field.fields)) walkFields(field.fields, path, found)
    if (Array.isArray(field.tabs))
      (field.tabs as Node[]).forEach((tab, i) => {
        const tabPath = `${path}.${typeof tab.name === 'string' ? tab.name : `[tab ${i}]`}`
        found.required(`${tabPath} label`, tab.label)
        found.optional(`${tabPath} description`, tab.description)
        walkFields(tab.fields, tabPath, found)
      })
    if (Array.isArray(field.blocks))
      (field.blocks as Node[]).forEach((block) => {
        const blockPath = `${path}.${String(block.slug)}`
        found.singularPlural(`${blockPath} labels`, block.labels)
        walkFields(block.fields, blockPath, found)
      })
  })
}

/** The .ts files under the given folders of the repository. */
function sourceFiles(dirs: string[]): string[] {
  const root = path.resolve(import.meta.dirname, '../../..')
  return dirs.flatMap((dir) =>
    fs
      .readdirSync(path.join(root, dir), { recursive: true, encoding: 'utf8' })
      .filter((name) => name.endsWith('.ts'))
      .map((name) => path.join(root, dir, name)),
  )
}

function audit(): Findings {
  const found = new Findings()
  for (const collection of collections as unknown as Node[]) {
    const slug = String(collection.slug)
    const admin = (collection.admin ?? {}) as Node
    found.singularPlural(`${slug} labels`, collection.labels)
    found.optional(`${slug} description`, admin.description)
    found.optional(`${slug} group`, admin.group)
    walkFields(collection.fields, slug, found)
  }
  for (const global of globals as unknown as Node[]) {
    const slug = String(global.slug)
    const admin = (global.admin ?? {}) as Node
    found.required(`${slug} label`, global.label)
    found.optional(`${slug} description`, admin.description)
    found.optional(`${slug} group`, admin.group)
    walkFields(global.fields, slug, found)
  }
  return found
}

describe('admin texts in Korean and English', () => {
  const found = audit()

  it('labels every collection, global, field, tab, group, array, block and option with { ko, en }', () => {
    expect(found.problems, `Not bilingual:\n${found.problems.join('\n')}`).toEqual([])
  })

  it('keeps every stored select value as it was (labels changed, values did not)', () => {
    expect(found.optionValues).toEqual(OPTION_VALUES)
  })

  it("has every validation message of the site's own (custom:…) in both languages", () => {
    const blank = (messages: Record<string, string>) => Object.keys(messages).filter((k) => !messages[k].trim())
    expect(Object.keys(koStaff).sort()).toEqual(Object.keys(enStaff).sort())
    expect([...blank(koStaff), ...blank(enStaff)]).toEqual([])
    // Validators and hooks answer through `req.t('custom:…')`: each key they name must exist.
    const used = sourceFiles(['src/collections', 'src/globals']).flatMap((file) =>
      [...fs.readFileSync(file, 'utf8').matchAll(/'custom:(\w+)'/g)].map((m) => m[1]),
    )
    expect(used.length).toBeGreaterThan(0)
    expect(used.filter((key) => !(key in koStaff) || !(key in enStaff))).toEqual([])
  })

  it('finds what it looks for: a plain string, a function, a missing language, an unlabelled option', () => {
    const found = new Findings()
    walkFields(
      [
        { name: 'a', type: 'text', label: 'Title' },
        { name: 'b', type: 'text', label: () => 'Title' },
        { name: 'c', type: 'text', label: { ko: '제목', en: ' ' }, admin: { description: 'English only' } },
        { name: 'd', type: 'select', label: { ko: '상태', en: 'Status' }, options: ['x', { value: 'y', label: 'Y' }] },
        { name: 'e', type: 'text' },
        {
          type: 'tabs',
          tabs: [{ label: 'Tab', fields: [{ name: 'f', type: 'array', label: false, fields: [] }] }],
        },
        { type: 'row', fields: [{ name: 'g', type: 'checkbox', label: false }] },
      ],
      'x',
      found,
    )
    expect(found.problems).toEqual([
      'x.a label: plain string "Title"',
      'x.b label: a function (use a { ko, en } object)',
      'x.c description: plain string "English only"',
      'x.c label: no en text',
      'x.d option 0 (x): plain string "x"',
      'x.d option 1 (y): plain string "Y"',
      'x.e label: missing',
      'x.[5:tabs].[tab 0] label: plain string "Tab"',
      'x.[5:tabs].[tab 0].f labels.singular: missing',
      'x.[5:tabs].[tab 0].f labels.plural: missing',
    ])
  })
})

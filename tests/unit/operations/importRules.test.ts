import { ESLint } from 'eslint'
import { describe, expect, it } from 'vitest'

/**
 * The import rules of eslint.config.mjs, run as `npm run lint` runs them, on a file that breaks
 * each: data and code flow down (docs/architecture.md), so src/lib imports neither the
 * collections, the admin's components nor the site's, and the collections never import the admin;
 * the request guards (src/lib/guards) import neither the submission pipeline nor the ethics
 * reports, and the pipeline never imports the reports (reports -> submissions -> guards);
 * the app imports neither operations/ nor tooling/, and operations/ (production code run by the
 * operator's commands) never imports tooling/, tests/, scripts/ or bench/.
 */
const eslint = new ESLint({ cwd: process.cwd() })

async function restricted(filePath: string, from: string): Promise<string[]> {
  const [result] = await eslint.lintText(`import { x } from '${from}'\nexport const y = x\n`, { filePath })
  return result.messages.filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message)
}

describe('the import rules', () => {
  it('keep src/lib from importing the collections, the admin and the components', async () => {
    expect(await restricted('src/lib/submissions/example.ts', '../../collections/access')).toEqual([
      expect.stringMatching(/never imports src\/collections/),
    ])
    expect(await restricted('src/lib/example.ts', '@/collections/access')).toHaveLength(1)
    expect(await restricted('src/lib/example.ts', '../collections')).toHaveLength(1)
    expect(await restricted('src/lib/example.ts', '@/collections')).toHaveLength(1)
    expect(await restricted('src/lib/reports/example.ts', '../../admin/reports/texts')).toEqual([
      expect.stringMatching(/src\/admin builds on src\/lib/),
    ])
    expect(await restricted('src/lib/data/example.ts', '@/admin/desk/content')).toHaveLength(1)
    expect(await restricted('src/lib/example.ts', '@/components/Paging/Paging.client')).toHaveLength(1)
  }, 60_000)

  it('keep the request guards from importing the submission pipeline and the reports', async () => {
    expect(await restricted('src/lib/guards/example.ts', '../submissions/pipeline')).toEqual([
      expect.stringMatching(/never imports the submission pipeline/),
    ])
    expect(await restricted('src/lib/guards/example.ts', '@/lib/submissions/kind')).toHaveLength(1)
    expect(await restricted('src/lib/guards/example.ts', '@/lib/submissions')).toHaveLength(1)
    expect(await restricted('src/lib/guards/example.ts', '../../lib/submissions/storage')).toHaveLength(1)
    expect(await restricted('src/lib/guards/example.ts', '../reports/sealed')).toEqual([
      expect.stringMatching(/src\/lib\/reports builds on src\/lib\/submissions and src\/lib\/guards/),
    ])
    expect(await restricted('src/lib/guards/example.ts', '@/lib/reports/kind')).toHaveLength(1)
  }, 60_000)

  it('keep the submission pipeline from importing the reports', async () => {
    expect(await restricted('src/lib/submissions/example.ts', '../reports/retention')).toEqual([
      expect.stringMatching(/src\/lib\/reports builds on src\/lib\/submissions/),
    ])
    expect(await restricted('src/lib/submissions/example.ts', '@/lib/reports/kind')).toHaveLength(1)
    expect(await restricted('src/lib/submissions/example.ts', '@/lib/reports')).toHaveLength(1)
    expect(await restricted('src/lib/submissions/mail/example.ts', '../../reports/content')).toHaveLength(1)
    expect(await restricted('src/lib/submissions/kinds/example.ts', '../../reports/sealed')).toHaveLength(1)
  }, 60_000)

  it('keep the collections and globals from importing the admin', async () => {
    expect(await restricted('src/collections/Example.ts', '../admin/reports/texts')).toEqual([
      expect.stringMatching(/src\/admin builds on src\/lib and src\/collections/),
    ])
    expect(
      await restricted('src/collections/Example/endpoints/example.ts', '../../../admin/reports/texts'),
    ).toHaveLength(1)
    expect(await restricted('src/collections/Example.ts', '@/admin/reports/texts')).toHaveLength(1)
    expect(await restricted('src/globals/Example.ts', '../admin/desk/texts')).toHaveLength(1)
  }, 60_000)

  it('keep the app from importing operations/ and tooling/', async () => {
    expect(await restricted('src/lib/example.ts', '../../operations/backup/manifest')).toEqual([
      expect.stringMatching(/operations\/ holds what the operator commands run/),
    ])
    expect(await restricted('src/app/api/example/route.ts', '../../../../operations/pgTools')).toHaveLength(1)
    expect(await restricted('src/lib/data/example.ts', '../../../operations/backup/files')).toHaveLength(1)
    expect(await restricted('src/collections/Example.ts', '../../operations/backup/files')).toHaveLength(1)
    expect(await restricted('src/lib/example.ts', '../../tooling/stack')).toEqual([
      expect.stringMatching(/tooling\/ serves tests, benchmarks and scripts/),
    ])
  }, 60_000)

  it('keep operations/ from importing tooling/, tests/, scripts/ and bench/', async () => {
    for (const from of [
      '../../tooling/process',
      '../../tests/helpers/backup',
      '../../scripts/lib/launch',
      '../../bench/lib/cannon',
    ]) {
      expect(await restricted('operations/backup/example.ts', from), from).toEqual([
        expect.stringMatching(/operations\/ is production code/),
      ])
    }
    expect(await restricted('operations/example.ts', '../tooling/s3Server')).toHaveLength(1)
  }, 60_000)

  it('let each import what it builds on', async () => {
    expect(await restricted('src/lib/submissions/example.ts', '../auth/staffRoles')).toEqual([])
    expect(await restricted('src/lib/submissions/example.ts', '../guards/multipart')).toEqual([])
    expect(await restricted('src/lib/guards/example.ts', '../files/signatures')).toEqual([])
    expect(await restricted('src/lib/reports/example.ts', '../submissions/kind')).toEqual([])
    expect(await restricted('src/lib/reports/status/example.ts', '../../guards/origin')).toEqual([])
    expect(await restricted('src/collections/Example.ts', '@/lib/auth/staffRoles')).toEqual([])
    expect(await restricted('src/globals/Example.ts', '../collections/access')).toEqual([])
    expect(await restricted('src/admin/reports/Example.tsx', '../../lib/reports/statusLabels')).toEqual([])
    expect(await restricted('operations/backup/example.ts', '../../src/lib/db/ensureDatabase')).toEqual([])
    expect(await restricted('operations/backup/example.ts', '../../collections/uploadsDir')).toEqual([])
    expect(await restricted('scripts/example.ts', '../operations/backup/archive')).toEqual([])
    expect(await restricted('tests/unit/operations/example.test.ts', '../../../operations/backup/manifest')).toEqual([])
    expect(await restricted('tooling/example.ts', '../operations/pgTools')).toEqual([])
  }, 60_000)
})

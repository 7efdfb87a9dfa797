import { ESLint } from 'eslint'
import { describe, expect, it } from 'vitest'

/**
 * The import rules of eslint.config.mjs, run as `npm run lint` runs them, on a file that breaks
 * each: data and code flow down (docs/architecture.md), so src/lib imports neither the
 * collections, the admin's components nor the site's, and the collections never import the admin.
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

  it('let each import what it builds on', async () => {
    expect(await restricted('src/lib/submissions/example.ts', '../auth/staffRoles')).toEqual([])
    expect(await restricted('src/collections/Example.ts', '@/lib/auth/staffRoles')).toEqual([])
    expect(await restricted('src/globals/Example.ts', '../collections/access')).toEqual([])
    expect(await restricted('src/admin/reports/Example.tsx', '../../lib/reports/statusLabels')).toEqual([])
  }, 60_000)
})

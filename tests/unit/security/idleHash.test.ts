import fs from 'node:fs'
import { pbkdf2Sync } from 'node:crypto'

import { describe, expect, it } from 'vitest'

import { idlePbkdf2 } from '@/lib/auth/idleHash'

/** The nice value of each thread of this process (Linux: /proc/self/task/<tid>/stat, field 19). */
function threadNiceValues(): number[] {
  return fs.readdirSync('/proc/self/task').map((tid) => {
    const stat = fs.readFileSync(`/proc/self/task/${tid}/stat`, 'utf8')
    // After the command's closing parenthesis: state is field 3, nice is field 19.
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16])
  })
}

describe('idle password work (the hash spent on an unknown email)', () => {
  it('does the full PBKDF2 work, in a thread of its own at the lowest priority, the others untouched', async () => {
    const before = threadNiceValues()
    expect(before.every((nice) => nice === 0)).toBe(true)
    const iterations = 200_000
    const started = performance.now()
    await idlePbkdf2('not the password', 'a salt', iterations, 32)
    const idleMs = performance.now() - started
    const after = threadNiceValues()
    expect(after.filter((nice) => nice === 19)).toHaveLength(1)
    expect(after.filter((nice) => nice !== 19).every((nice) => nice === 0)).toBe(true)
    // The work was done, not skipped: it takes about what the same hash takes here (a fifth of it
    // at the very least, however busy the machine).
    const direct = performance.now()
    pbkdf2Sync('not the password', 'a salt', iterations, 32, 'sha256')
    expect(idleMs).toBeGreaterThan((performance.now() - direct) / 5)
  })

  it('runs checks sent at once one after another in the one worker, and each resolves', async () => {
    await Promise.all(Array.from({ length: 4 }, (_, i) => idlePbkdf2(`guess ${i}`, 'salt', 10_000, 32)))
    expect(threadNiceValues().filter((nice) => nice === 19)).toHaveLength(1)
  })
})

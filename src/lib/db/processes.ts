import fs from 'node:fs'

/**
 * True when the process exists and is not a zombie. A killed process whose parent is gone can
 * stay a zombie (in containers pid 1 may not reap it); `kill(pid, 0)` still succeeds for it.
 */
export function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0)
  } catch {
    return false
  }
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8')
    return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) !== 'Z'
  } catch {
    return true
  }
}

import fs from 'node:fs'
import path from 'node:path'

/** The mount points of this machine (Linux: /proc/self/mountinfo); none where it cannot be read. */
export function mountPoints(): Set<string> {
  try {
    const lines = fs.readFileSync('/proc/self/mountinfo', 'utf8').split('\n')
    // Field 5 is the mount point, with space, tab, newline and backslash written as octal escapes.
    return new Set(
      lines
        .map((line) => line.split(' ')[4])
        .filter((point): point is string => !!point)
        .map((point) => point.replace(/\\([0-7]{3})/g, (_, octal: string) => String.fromCharCode(parseInt(octal, 8)))),
    )
  } catch {
    return new Set()
  }
}

const nearestExisting = (dir: string): string => {
  let at = dir
  while (!fs.existsSync(at) && path.dirname(at) !== at) at = path.dirname(at)
  return at
}

/**
 * Why `target` cannot be replaced by renaming a folder staged next to it, or undefined when it
 * can. Restore swaps folders in only after the database has committed, so this is checked before
 * anything changes: a target that is a mount point (a Docker volume, say) cannot be renamed, and
 * one on another device than its parent could not take a folder staged beside it.
 */
export function swapProblem(name: string, target: string, mounts: Set<string> = mountPoints()): string | undefined {
  const parent = path.dirname(target)
  const fix =
    `Point ${name} at a folder inside it instead (for example ${path.join(target, 'files')}), ` +
    'so the folder restore replaces sits next to its staging copy on the same file system; nothing was changed.'
  if (fs.existsSync(target)) {
    const stat = fs.statSync(target)
    if (!stat.isDirectory()) return `${name} (${target}) is not a folder; nothing was changed.`
    if (
      mounts.has(target) ||
      mounts.has(fs.realpathSync(target)) ||
      (fs.existsSync(parent) && stat.dev !== fs.statSync(parent).dev)
    )
      return `${name} (${target}) is a mount point, which restore cannot replace by renaming. ${fix}`
  }
  const writable = nearestExisting(parent)
  try {
    fs.accessSync(writable, fs.constants.W_OK | fs.constants.X_OK)
  } catch {
    return (
      `Restore stages ${name} next to it, but ${writable} is not writable for this user. ` +
      `Run restore as the user that owns it, or point ${name} at a folder whose parent it can write; nothing was changed.`
    )
  }
  return undefined
}

import { execFile, execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'

import type { LoadResult } from './cannon'

const run = promisify(execFile)

/** wrk's version line when Debian's `wrk` is installed (`apt-get install wrk`), else null. */
export function wrkVersion(): string | null {
  try {
    // `wrk -v` prints its version and exits 1.
    return execFileSync('wrk', ['-v'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }).trim()
  } catch (error) {
    const out = String((error as { stdout?: string }).stdout ?? '')
    return out.startsWith('wrk') ? out.split('\n')[0].trim() : null
  }
}

const scripts = new Map<string, string>()

/**
 * wrk prints its own summary for people; this script makes it print one JSON line for us, with the
 * percentiles the table uses, and sets the method. Written once per method per run.
 */
function script(method: string): string {
  const written = scripts.get(method)
  if (written) return written
  const file = path.join(os.tmpdir(), `bench-wrk-${process.pid}-${method}.lua`)
  fs.writeFileSync(
    file,
    `wrk.method = "${method}"
done = function(summary, latency, requests)
  io.write(string.format('JSON {"requests":%d,"us":%d,"p50":%d,"p975":%d,"p99":%d,"errors":%d,"status":%d}\\n',
    summary.requests, summary.duration, latency:percentile(50), latency:percentile(97.5), latency:percentile(99),
    summary.errors.connect + summary.errors.read + summary.errors.write + summary.errors.timeout,
    summary.errors.status))
end
`,
  )
  scripts.set(method, file)
  return file
}

/**
 * Loopback load with wrk (one thread, as the issue measured): a C client that leaves the second
 * core to the server, where autocannon's Node client takes most of it. A short warm-up first.
 */
export async function wrk(
  url: string,
  connections: number,
  seconds: number,
  headers: Record<string, string> = {},
  method: 'GET' | 'OPTIONS' = 'GET',
): Promise<LoadResult> {
  const args = (c: number, d: string) => [
    '-t1',
    `-c${c}`,
    `-d${d}`,
    '--timeout',
    '10s',
    '-s',
    script(method),
    ...Object.entries(headers).flatMap(([k, v]) => ['-H', `${k}: ${v}`]),
    url,
  ]
  await run('wrk', args(1, '1s'))
  const { stdout } = await run('wrk', args(connections, `${seconds}s`))
  const line = stdout.split('\n').find((l) => l.startsWith('JSON '))
  if (!line) throw new Error(`wrk printed no summary:\n${stdout}`)
  const r = JSON.parse(line.slice(5)) as Record<string, number>
  const ms = (us: number) => Math.round(us / 10) / 100
  return {
    connections,
    'req/s': Math.round(r.requests / (r.us / 1e6)),
    'p50 ms': ms(r.p50),
    'p97.5 ms': ms(r.p975),
    'p99 ms': ms(r.p99),
    errors: r.errors,
    non2xx: r.status,
  }
}

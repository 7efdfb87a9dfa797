import { percentile, round } from './stats'

async function timedGet(url: string) {
  const started = performance.now()
  const res = await fetch(url, { headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } })
  await res.arrayBuffer()
  return { status: res.status, ms: performance.now() - started }
}

/** Reads `url` with `readers` visitors until `until()` is false; the times of every read. */
async function readWhile(url: string, readers: number, until: () => boolean) {
  const times: number[] = []
  let errors = 0
  await Promise.all(
    Array.from({ length: readers }, async () => {
      while (until()) {
        const { status, ms } = await timedGet(url)
        if (status !== 200) errors++
        times.push(ms)
      }
    }),
  )
  return { times: times.sort((a, b) => a - b), errors }
}

/**
 * What a password guesser costs visitors (SPEC: sign-in that resists guessing): Main (`/`) read by
 * 4 visitors for `ms`, alone, then while one client sends `attempts` sign-ins for made-up
 * accounts, `atOnce` at a time (made-up addresses each time, so no account is ever slowed: only
 * the per-client limit stands between them and a password hash each). Prints p50/p99 of `/` in
 * both phases and the ratio, and how the sign-ins were answered. `client` is the guesser's address
 * (X-Forwarded-For), so that rounds in one run each start under the limit.
 */
export async function signInLoad(base: string, { client = '', attempts = 100, atOnce = 30, ms = 5_000 } = {}) {
  const page = `${base}/`
  await timedGet(page)
  const start = Date.now()
  const alone = await readWhile(page, 4, () => Date.now() - start < ms)

  let left = attempts
  const answers = new Map<number, number>()
  const guesser = async () => {
    while (left-- > 0) {
      const res = await fetch(`${base}/api/users/login`, {
        method: 'POST',
        // The stack trusts one proxy (TRUST_PROXY=1): each round is a client of its own.
        headers: { 'content-type': 'application/json', ...(client ? { 'x-forwarded-for': client } : {}) },
        body: JSON.stringify({ email: `guess-${left}-${Math.random()}@example.com`, password: 'not the password' }),
      })
      await res.arrayBuffer()
      answers.set(res.status, (answers.get(res.status) ?? 0) + 1)
    }
  }
  let guessing = true
  const guessed = Promise.all(Array.from({ length: atOnce }, guesser)).finally(() => (guessing = false))
  const during = await readWhile(page, 4, () => guessing)
  await guessed

  const row = (what: string, r: { times: number[]; errors: number }) => ({
    what,
    reads: r.times.length,
    'p50 ms': round(percentile(r.times, 50)),
    'p99 ms': round(percentile(r.times, 99)),
    errors: r.errors,
  })
  const rows = [row('GET / alone', alone), row(`GET / during ${attempts} sign-ins`, during)]
  return {
    rows,
    'p99 ratio': round(percentile(during.times, 99) / Math.max(percentile(alone.times, 99), 0.1)),
    answers: Object.fromEntries([...answers].sort(([a], [b]) => a - b)),
  }
}

import net from 'node:net'

import lighthouse from 'lighthouse'

import { launchBrowser } from '../../tooling/chromium'

/** One Lighthouse performance run: the score (0–100) and the metrics it is made of (ms; CLS unitless). */
export type LighthouseResult = { score: number; fcp: number; lcp: number; tbt: number; cls: number; si: number }

const METRICS = {
  fcp: 'first-contentful-paint',
  lcp: 'largest-contentful-paint',
  tbt: 'total-blocking-time',
  cls: 'cumulative-layout-shift',
  si: 'speed-index',
} as const

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo
      server.close(() => resolve(port))
    })
    server.on('error', reject)
  })
}

/**
 * Lighthouse's mobile audit (its default: a mid-range phone, simulated slow 4G and 4x CPU
 * slowdown), performance category only, in Debian's Chromium with the flags of tooling/chromium.ts.
 * Each run starts from an empty cache and storage (Lighthouse resets them), as a first visit does.
 * `language` is sent as Accept-Language, so an unprefixed path stays Korean as for a Korean phone.
 */
export async function withLighthouse<T>(
  task: (audit: (url: string, language: string) => Promise<LighthouseResult>) => Promise<T>,
): Promise<T> {
  const port = await freePort()
  const browser = await launchBrowser([`--remote-debugging-port=${port}`])
  const audit = async (url: string, language: string): Promise<LighthouseResult> => {
    const result = await lighthouse(url, {
      port,
      logLevel: 'error',
      output: 'json',
      onlyCategories: ['performance'],
      extraHeaders: { 'Accept-Language': language },
    })
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`)
    const { lhr } = result
    if (lhr.runtimeError) throw new Error(`Lighthouse failed on ${url}: ${lhr.runtimeError.message}`)
    const value = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN
    return {
      score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      fcp: value(METRICS.fcp),
      lcp: value(METRICS.lcp),
      tbt: value(METRICS.tbt),
      cls: value(METRICS.cls),
      si: value(METRICS.si),
    }
  }
  try {
    return await task(audit)
  } finally {
    await browser.close()
  }
}

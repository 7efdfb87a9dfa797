import { afterEach, describe, expect, it, vi } from 'vitest'

describe('browser tests without Chromium', () => {
  afterEach(() => {
    vi.unstubAllEnvs()
    vi.resetModules()
  })

  it('fail with the apt-get command instead of downloading a browser', async () => {
    vi.stubEnv('CHROMIUM_PATH', '/nonexistent/chromium')
    vi.resetModules()
    const { launchBrowser } = await import('../../../tooling/chromium')
    await expect(launchBrowser()).rejects.toThrow(
      /Chromium was not found at \/nonexistent\/chromium.*apt-get install chromium fonts-nanum/,
    )
  })
})

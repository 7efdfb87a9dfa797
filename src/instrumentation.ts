/**
 * Runs once when the server boots. A production server without PAYLOAD_SECRET or REPORTS_KEY must
 * not come up at all (rather than fail on the first request), so the checks run here and exit clearly.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  const { ConfigError, payloadSecret } = await import('./lib/env')
  const { reportsMasterKey } = await import('./lib/reports/masterKey')
  try {
    payloadSecret()
    reportsMasterKey()
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`\n${error.message}\n`)
      process.exit(1)
    }
    throw error
  }
}

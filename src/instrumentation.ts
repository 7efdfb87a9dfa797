/**
 * Runs once when the server boots. A production server without PAYLOAD_SECRET must not come up
 * at all (rather than fail on the first request), so the check runs here and exits clearly.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  const { ConfigError, payloadSecret } = await import('./lib/env')
  try {
    payloadSecret()
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`\n${error.message}\n`)
      process.exit(1)
    }
    throw error
  }
}

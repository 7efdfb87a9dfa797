import fs from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

/**
 * payload.config.ts turns Payload's development-time dependency checker off, because
 * @payloadcms/email-nodemailer's and @payloadcms/storage-s3's newest releases trail payload by one
 * patch. This is the check it stands in for: every Payload package installed is payload's own
 * version, and those adapters (with the storage plugin they bring) are at most behind on the patch,
 * never on the minor, where Payload's interfaces change.
 */
const root = process.cwd()
const installed = (name: string): string =>
  (JSON.parse(fs.readFileSync(path.join(root, 'node_modules', name, 'package.json'), 'utf8')) as { version: string })
    .version
const manifest = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as {
  dependencies: Record<string, string>
  devDependencies?: Record<string, string>
}
const payloadPackages = Object.keys({ ...manifest.dependencies, ...manifest.devDependencies }).filter((name) =>
  name.startsWith('@payloadcms/'),
)
const patchBehindAllowed = new Set(['@payloadcms/email-nodemailer', '@payloadcms/storage-s3'])
const minorOf = (version: string) => version.split('.').slice(0, 2).join('.')

describe('Payload packages move together', () => {
  const payload = installed('payload')

  it.each(payloadPackages)(
    '%s is installed at payload’s version (or a patch behind, for the mail and S3 adapters)',
    (name) => {
      const version = installed(name)
      if (patchBehindAllowed.has(name)) expect(minorOf(version)).toBe(minorOf(payload))
      else expect(version).toBe(payload)
    },
  )

  it('the mail adapter resolves the same payload as the app (package.json overrides), not a copy of its own', () => {
    const nested = path.join(root, 'node_modules/@payloadcms/email-nodemailer/node_modules/payload')
    expect(fs.existsSync(nested)).toBe(false)
  })

  it('the S3 adapter and its storage plugin resolve the app’s payload and admin UI (package.json overrides)', () => {
    expect(minorOf(installed('@payloadcms/plugin-cloud-storage'))).toBe(minorOf(payload))
    for (const owner of ['@payloadcms/storage-s3', '@payloadcms/plugin-cloud-storage'])
      for (const copy of ['payload', '@payloadcms/ui'])
        expect(fs.existsSync(path.join(root, 'node_modules', owner, 'node_modules', copy)), `${owner} → ${copy}`).toBe(
          false,
        )
  })
})

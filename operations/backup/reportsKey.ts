import fs from 'node:fs'

import { devKeyPath, parseMasterKey } from '../../src/lib/reports/masterKey'
import { keyFingerprint } from './manifest'

/**
 * The fingerprint of the REPORTS_KEY this machine would use (the environment's, else the
 * development key file), or null when it has none. Never creates a key.
 */
export function currentKeyFingerprint(): string | null {
  const text = process.env.REPORTS_KEY || (fs.existsSync(devKeyPath()) ? fs.readFileSync(devKeyPath(), 'utf8') : '')
  return text ? keyFingerprint(parseMasterKey(text)) : null
}

import fs from 'node:fs'
import path from 'node:path'
import { randomBytes } from 'node:crypto'

import { ConfigError, isProduction } from '../env'

/** The development key's file, in the data folder (never committed: `.data/` is ignored). */
export const devKeyPath = () => path.resolve(process.env.DATA_DIR ?? '.data', 'reports.key')

const MISSING =
  'REPORTS_KEY is not set. In production the app refuses to start without it: ethics reports are ' +
  'encrypted with it. Set REPORTS_KEY to 32 random bytes, base64 or hex (for example `openssl rand -base64 32`), ' +
  'and keep it safe: reports cannot be read without it.'

/** 32 bytes from base64 (44 characters) or hex (64); anything else is a configuration error. */
export function parseMasterKey(text: string): Buffer {
  const value = text.trim()
  const hex = /^[0-9a-f]{64}$/i.test(value)
  const key = hex ? Buffer.from(value, 'hex') : Buffer.from(value, 'base64')
  if (key.length !== 32 || (!hex && !/^[A-Za-z0-9+/]{43}=?$/.test(value))) {
    throw new ConfigError('REPORTS_KEY must be 32 bytes, written as base64 (44 characters) or hex (64 characters).')
  }
  return key
}

let cached: { source: string; key: Buffer } | undefined

/**
 * The master key that wraps every report's own key: REPORTS_KEY, required in production. Outside
 * production, a key is generated once in the data folder (mode 0600) and a warning says so.
 */
export function reportsMasterKey(): Buffer {
  const fromEnv = process.env.REPORTS_KEY
  if (fromEnv) {
    if (cached?.source !== fromEnv) cached = { source: fromEnv, key: parseMasterKey(fromEnv) }
    return cached.key
  }
  if (isProduction()) throw new ConfigError(MISSING)
  const file = devKeyPath()
  if (cached?.source === `file:${file}`) return cached.key
  let text: string
  try {
    text = fs.readFileSync(file, 'utf8')
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error
    fs.mkdirSync(path.dirname(file), { recursive: true })
    try {
      // `wx`: of two processes starting at once, one writes and the other reads what it wrote.
      fs.writeFileSync(file, randomBytes(32).toString('base64'), { mode: 0o600, flag: 'wx' })
      console.warn(
        `[reports] REPORTS_KEY is not set: generated a development key in ${file} (mode 0600). Production requires REPORTS_KEY.`,
      )
    } catch (raced) {
      if ((raced as NodeJS.ErrnoException).code !== 'EEXIST') throw raced
    }
    text = fs.readFileSync(file, 'utf8')
  }
  cached = { source: `file:${file}`, key: parseMasterKey(text) }
  return cached.key
}

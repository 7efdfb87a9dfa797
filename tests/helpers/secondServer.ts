import path from 'node:path'

import { inject } from 'vitest'

/**
 * The environment of another production server on the shared stack's database and key (another
 * instance of the site, as in a cluster), with its mail in `scratch`. The shared stack's folders
 * are the defaults; `overrides` names what this server has of its own (an unset value removes it).
 */
export function secondServerEnv(
  scratch: string,
  overrides: Record<string, string | undefined> = {},
): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    APP_ENV: 'test',
    NODE_ENV: 'production',
    DATABASE_URL: inject('databaseUrl'),
    REPORTS_KEY: inject('reportsKey'),
    UPLOADS_DIR: inject('uploadsDir'),
    PRIVATE_FILES_DIR: inject('privateDir'),
    MAIL_DIR: path.join(scratch, 'mail'),
    UPLOAD_TEMP_DIR: path.join(scratch, 'upload-tmp'),
    // The tests stand for many visitors, each with its own X-Forwarded-For, as a proxy in front sends.
    TRUST_PROXY: '1',
    // The shared server runs the queued jobs (mail, retention); this one only serves.
    PAYLOAD_DISABLE_JOBS: '1',
    NEXT_TELEMETRY_DISABLED: '1',
  }
  for (const [key, value] of Object.entries(overrides)) {
    if (value === undefined) delete env[key]
    else env[key] = value
  }
  return env
}

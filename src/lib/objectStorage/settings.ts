import type { S3ClientConfig } from '@aws-sdk/client-s3'

import { ConfigError } from '../env'

/**
 * S3-compatible object storage, on when `S3_BUCKET` is set. Several app instances
 * then share one store: the public libraries' files (`images/`, `downloads/`) and the private
 * submission files (`private/`, or S3_PRIVATE_BUCKET) live there instead of on local disk.
 */
export type S3Settings = {
  bucket: string
  /** Where inquiry and report attachments go: a bucket of their own, or `private/` in `bucket`. */
  privateBucket: string
  region: string
  /** An S3-compatible server's URL (MinIO, Ceph, R2, s3rver); unset for AWS itself. */
  endpoint?: string
  forcePathStyle: boolean
  /** Unset: the AWS SDK's own chain (instance role, AWS_* variables, profile). */
  credentials?: { accessKeyId: string; secretAccessKey: string }
}

/** The variables that mean nothing without S3_BUCKET. */
const DEPENDENT = [
  'S3_PRIVATE_BUCKET',
  'S3_ENDPOINT',
  'S3_REGION',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
  'S3_FORCE_PATH_STYLE',
]

const flag = (value: string | undefined) => value === '1' || value?.toLowerCase() === 'true'

/** The object storage settings, or undefined when files stay on local disk (the default). */
export function s3Settings(env: NodeJS.ProcessEnv = process.env): S3Settings | undefined {
  const bucket = env.S3_BUCKET?.trim()
  if (!bucket) {
    // Half a configuration must not fall back to local disk quietly: with several instances each
    // would keep its own files.
    const stray = DEPENDENT.filter((name) => env[name])
    if (stray.length)
      throw new ConfigError(`${stray.join(', ')} set without S3_BUCKET: set S3_BUCKET too, or unset them.`)
    return undefined
  }
  const accessKeyId = env.S3_ACCESS_KEY_ID?.trim()
  const secretAccessKey = env.S3_SECRET_ACCESS_KEY?.trim()
  if (Boolean(accessKeyId) !== Boolean(secretAccessKey))
    throw new ConfigError('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together: set both, or neither.')
  return {
    bucket,
    privateBucket: env.S3_PRIVATE_BUCKET?.trim() || bucket,
    region: env.S3_REGION?.trim() || 'us-east-1',
    endpoint: env.S3_ENDPOINT?.trim() || undefined,
    forcePathStyle: flag(env.S3_FORCE_PATH_STYLE),
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
  }
}

/**
 * The AWS SDK client options for these settings. Checksums only where an operation requires
 * them: the SDK's default (a CRC32 on every upload and a check on every download) is refused or
 * answered wrongly by several S3-compatible servers (s3rver among them), and TLS already guards
 * the bytes in transit.
 */
export function s3ClientConfig(settings: S3Settings): S3ClientConfig {
  return {
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    credentials: settings.credentials,
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  }
}

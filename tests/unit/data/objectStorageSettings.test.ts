import { describe, expect, it } from 'vitest'

import { ConfigError } from '@/lib/env'
import { s3ClientConfig, s3Settings } from '@/lib/objectStorage/settings'

describe('object storage settings (S3_*)', () => {
  it('are off without S3_BUCKET: files stay on local disk', () => {
    expect(s3Settings({ NODE_ENV: 'test' })).toBeUndefined()
  })

  it('refuse half a configuration instead of quietly keeping files on each machine', () => {
    expect(() => s3Settings({ NODE_ENV: 'test', S3_ENDPOINT: 'http://s3.internal:9000' })).toThrow(ConfigError)
    expect(() => s3Settings({ NODE_ENV: 'test', S3_BUCKET: 'site', S3_ACCESS_KEY_ID: 'id' })).toThrow(/go together/)
  })

  it('read every variable, with the private files in the same bucket unless S3_PRIVATE_BUCKET names another', () => {
    const env = {
      NODE_ENV: 'test' as const,
      S3_BUCKET: 'site',
      S3_ENDPOINT: 'http://127.0.0.1:4568',
      S3_REGION: 'ap-northeast-2',
      S3_ACCESS_KEY_ID: 'id',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_FORCE_PATH_STYLE: '1',
    }
    expect(s3Settings(env)).toEqual({
      bucket: 'site',
      privateBucket: 'site',
      region: 'ap-northeast-2',
      endpoint: 'http://127.0.0.1:4568',
      forcePathStyle: true,
      credentials: { accessKeyId: 'id', secretAccessKey: 'secret' },
    })
    expect(s3Settings({ ...env, S3_PRIVATE_BUCKET: 'site-private' })?.privateBucket).toBe('site-private')
  })

  it('default to us-east-1, virtual-host addressing and the SDK’s own credential chain', () => {
    expect(s3Settings({ NODE_ENV: 'test', S3_BUCKET: 'site' })).toEqual({
      bucket: 'site',
      privateBucket: 'site',
      region: 'us-east-1',
      endpoint: undefined,
      forcePathStyle: false,
      credentials: undefined,
    })
  })

  it('ask the SDK for checksums only where an operation requires them (S3-compatible servers refuse the rest)', () => {
    const config = s3ClientConfig(s3Settings({ NODE_ENV: 'test', S3_BUCKET: 'site' })!)
    expect(config.requestChecksumCalculation).toBe('WHEN_REQUIRED')
    expect(config.responseChecksumValidation).toBe('WHEN_REQUIRED')
  })
})

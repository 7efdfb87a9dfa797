import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'

import S3rver from '@20minutes/s3rver'
import { DUMMY_ACCOUNT } from '@20minutes/s3rver/lib/models/account.js'

/**
 * A local S3-compatible server for tests and `npm run cluster` (no Docker, no Debian package):
 * @20minutes/s3rver, the maintained fork of s3rver (4.x runs on Node 20; 5.x needs Node 24).
 *
 * It implements no ACLs or bucket policies and serves any unsigned request, so it is fronted by
 * what a real bucket with "Block Public Access" does: a request that carries no signature, or
 * that would make an object public (`x-amz-acl` other than private), is refused 403 AccessDenied.
 * Requests must name this server's own generated access key (s3rver's built-in S3RVER key is
 * revoked), but their signatures are not checked: the AWS SDK signs a path-style bucket request
 * (ListObjectsV2) over `/<bucket>/` and s3rver over `/<bucket>`, so every listing would fail.
 * Clients must send checksums only when required (src/lib/objectStorage/settings.ts).
 */
export type S3Server = {
  /** `http://127.0.0.1:<port>`: path-style bucket URLs (`<endpoint>/<bucket>/<key>`). */
  endpoint: string
  port: number
  region: string
  accessKeyId: string
  secretAccessKey: string
  /** The S3_* variables that point an app process at this server, for `bucket` (and its private files). */
  env: (bucket: string, privateBucket?: string) => Record<string, string>
  stop: () => Promise<void>
}

export type S3ServerOptions = {
  /** Where the objects are kept (created when missing; left in place on stop). */
  directory: string
  /** 0 or unset: a free port. */
  port?: number
  /** Created at start when missing. */
  buckets: string[]
  host?: string
}

const PRIVATE_ACLS = new Set(['private', 'bucket-owner-read', 'bucket-owner-full-control'])

function signed(req: http.IncomingMessage): boolean {
  const query = new URL(req.url ?? '/', 'http://x').searchParams
  return Boolean(req.headers.authorization) || query.has('X-Amz-Algorithm') || query.has('Signature')
}

function accessDenied(res: http.ServerResponse, message: string): void {
  res.writeHead(403, { 'Content-Type': 'application/xml' })
  res.end(
    `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>AccessDenied</Code><Message>${message}</Message></Error>`,
  )
}

export async function startS3Server({
  directory,
  port = 0,
  buckets,
  host = '127.0.0.1',
}: S3ServerOptions): Promise<S3Server> {
  fs.mkdirSync(directory, { recursive: true })
  const accessKeyId = `TEST${randomBytes(8).toString('hex').toUpperCase()}`
  const secretAccessKey = randomBytes(24).toString('base64url')
  DUMMY_ACCOUNT.revokeAccessKey('S3RVER')
  DUMMY_ACCOUNT.createKeyPair(accessKeyId, secretAccessKey)

  const s3rver = new S3rver({
    directory,
    silent: true,
    allowMismatchedSignatures: true,
    configureBuckets: buckets.map((name) => ({ name })),
  })
  await s3rver.configureBuckets()
  const handle = s3rver.callback()
  const server = http.createServer((req, res) => {
    if (req.method !== 'OPTIONS' && !signed(req)) return accessDenied(res, 'Anonymous access is blocked.')
    const acl = req.headers['x-amz-acl']
    if (typeof acl === 'string' && !PRIVATE_ACLS.has(acl)) return accessDenied(res, 'Public ACLs are blocked.')
    handle(req, res)
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, host, () => resolve())
  })
  const bound = (server.address() as AddressInfo).port
  const endpoint = `http://${host}:${bound}`
  const region = 'us-east-1'
  return {
    endpoint,
    port: bound,
    region,
    accessKeyId,
    secretAccessKey,
    env: (bucket, privateBucket) => ({
      S3_BUCKET: bucket,
      ...(privateBucket ? { S3_PRIVATE_BUCKET: privateBucket } : {}),
      S3_ENDPOINT: endpoint,
      S3_REGION: region,
      S3_ACCESS_KEY_ID: accessKeyId,
      S3_SECRET_ACCESS_KEY: secretAccessKey,
      S3_FORCE_PATH_STYLE: '1',
    }),
    stop: async () => {
      DUMMY_ACCOUNT.revokeAccessKey(accessKeyId)
      server.closeAllConnections()
      await new Promise<void>((resolve) => server.close(() => resolve()))
      s3rver.logger.exceptions.unhandle()
      s3rver.logger.close()
    },
  }
}

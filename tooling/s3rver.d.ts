// The parts of @20minutes/s3rver (no types of its own) that tooling/s3Server.ts uses.
declare module '@20minutes/s3rver' {
  import type { IncomingMessage, ServerResponse } from 'node:http'

  type Options = {
    directory: string
    silent?: boolean
    allowMismatchedSignatures?: boolean
    configureBuckets?: { name: string; configs?: string[] }[]
  }

  export default class S3rver {
    constructor(options: Options)
    configureBuckets(): Promise<void>
    callback(): (req: IncomingMessage, res: ServerResponse) => void
    logger: { close(): void; exceptions: { unhandle(): void } }
  }
}

declare module '@20minutes/s3rver/lib/models/account.js' {
  type Account = {
    createKeyPair(accessKeyId: string, secretAccessKey: string): void
    revokeAccessKey(accessKeyId: string): void
  }
  export const DUMMY_ACCOUNT: Account
}

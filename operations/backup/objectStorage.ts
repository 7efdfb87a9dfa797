import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3'

import { s3ClientConfig, type S3Settings } from '../../src/lib/objectStorage/settings'

export type ListedObject = { key: string; size: number; etag: string }
export type ObjectListing = { buckets: { bucket: string; objects: ListedObject[] }[] }

async function listBucket(client: S3Client, bucket: string): Promise<ListedObject[]> {
  const objects: ListedObject[] = []
  let token: string | undefined
  do {
    const page = await client.send(new ListObjectsV2Command({ Bucket: bucket, ContinuationToken: token }))
    for (const item of page.Contents ?? [])
      objects.push({ key: item.Key!, size: item.Size ?? 0, etag: (item.ETag ?? '').replaceAll('"', '') })
    token = page.IsTruncated ? page.NextContinuationToken : undefined
  } while (token)
  return objects
}

/**
 * The keys (with size and ETag) of the public and private buckets. The objects themselves stay
 * in the bucket: its own versioning or replication backs them up, and this listing lets a restore
 * check that every file the database names is still there.
 */
export async function listObjects(settings: S3Settings): Promise<ObjectListing> {
  const client = new S3Client(s3ClientConfig(settings))
  try {
    const names = [...new Set([settings.bucket, settings.privateBucket])]
    return {
      buckets: await Promise.all(names.map(async (bucket) => ({ bucket, objects: await listBucket(client, bucket) }))),
    }
  } finally {
    client.destroy()
  }
}

/** The listed objects that the buckets no longer hold (or hold with other content), as `bucket/key`. */
export async function missingObjects(settings: S3Settings, listing: ObjectListing): Promise<string[]> {
  const now = await listObjects(settings)
  const present = new Set(now.buckets.flatMap((b) => b.objects.map((o) => `${b.bucket}/${o.key}\0${o.etag}`)))
  return listing.buckets.flatMap((b) =>
    b.objects.filter((o) => !present.has(`${b.bucket}/${o.key}\0${o.etag}`)).map((o) => `${b.bucket}/${o.key}`),
  )
}

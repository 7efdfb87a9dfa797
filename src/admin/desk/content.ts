import type { CollectionSlug, Payload, TypedUser } from 'payload'

/** The public content editors write, each draftable with scheduled publish. */
export const deskCollections = [
  'press-releases',
  'fact-checks',
  'media-reports',
  'notices',
  'writings',
  'banners',
] as const satisfies readonly CollectionSlug[]
export type DeskCollection = (typeof deskCollections)[number]

export type DeskItem = {
  collection: DeskCollection
  id: number
  title: string
  /** The time shown with it: last edit (drafts), due time (scheduled), publish time (published). */
  at: string
}

const DAY = 24 * 60 * 60 * 1000
const LIST = 5

type Who = { payload: Payload; user: TypedUser; locale: 'ko' | 'en' }

/** A document as a desk line: its title (the collection's title field), and the time shown with it. */
const itemOf = (payload: Payload, collection: DeskCollection, doc: { id: number | string }, at: unknown): DeskItem => {
  const field = payload.collections[collection].config.admin.useAsTitle ?? 'id'
  const value: unknown = Reflect.get(doc, field)
  const title = typeof value === 'string' && value.trim() ? value : `#${String(doc.id)}`
  return { collection, id: Number(doc.id), title, at: String(at) }
}

const hasPublishDate = (payload: Payload, collection: DeskCollection) =>
  payload.collections[collection].config.flattenedFields.some((field) => field.name === 'publishDate')

/** Newest first across collections, at most `LIST`. */
const newest = (items: DeskItem[]) => items.sort((a, b) => b.at.localeCompare(a.at)).slice(0, LIST)

/**
 * Documents whose newest version is a draft (never published, or changed since): what editors
 * have in progress. Read as the user (`overrideAccess: false`), the newest version of each.
 */
export async function draftsInProgress({ payload, user, locale }: Who) {
  const found = await Promise.all(
    deskCollections.map(async (collection) => {
      const { docs, totalDocs } = await payload.find({
        collection,
        draft: true,
        where: { _status: { equals: 'draft' } },
        sort: '-updatedAt',
        limit: LIST,
        depth: 0,
        locale,
        user,
        overrideAccess: false,
      })
      return {
        total: totalDocs,
        items: docs.map((doc) => itemOf(payload, collection, doc, doc.updatedAt)),
      }
    }),
  )
  return { total: found.reduce((sum, f) => sum + f.total, 0), items: newest(found.flatMap((f) => f.items)) }
}

/** Published in the last seven days (by publish date where the type has one, else by last save). */
export async function recentlyPublished({ payload, user, locale }: Who, now: Date) {
  const since = new Date(now.getTime() - 7 * DAY).toISOString()
  const found = await Promise.all(
    deskCollections.map(async (collection) => {
      const dated = hasPublishDate(payload, collection)
      const field = dated ? 'publishDate' : 'updatedAt'
      const { docs } = await payload.find({
        collection,
        where: {
          _status: { equals: 'published' },
          [field]: { greater_than_equal: since, less_than_equal: now.toISOString() },
        },
        sort: `-${field}`,
        limit: LIST,
        depth: 0,
        locale,
        user,
        overrideAccess: false,
      })
      return docs.map((doc) => itemOf(payload, collection, doc, Reflect.get(doc, field)))
    }),
  )
  return newest(found.flat())
}

/**
 * What goes public in the coming seven days: drafts with a scheduled publish (Payload's job
 * queue holds the time), and published items whose publish date is still ahead (hidden until
 * then). Soonest first.
 */
export async function scheduledThisWeek({ payload, user, locale }: Who, now: Date) {
  const until = new Date(now.getTime() + 7 * DAY).toISOString()
  const jobs = await payload.find({
    collection: 'payload-jobs',
    where: {
      taskSlug: { equals: 'schedulePublish' },
      completedAt: { exists: false },
      waitUntil: { greater_than: now.toISOString(), less_than_equal: until },
    },
    sort: 'waitUntil',
    limit: 50,
    depth: 0,
    user,
    overrideAccess: false,
  })
  // The jobs' documents, read as the user: one query per collection, not one per job.
  const due = new Map<DeskCollection, Map<number, string>>()
  for (const job of jobs.docs) {
    const input = job.input as { type?: string; doc?: { relationTo?: string; value?: number | string } } | undefined
    const collection = deskCollections.find((slug) => slug === input?.doc?.relationTo)
    if (input?.type !== 'publish' || !collection || input.doc?.value === undefined) continue
    const times = due.get(collection) ?? new Map<number, string>()
    times.set(Number(input.doc.value), String(job.waitUntil))
    due.set(collection, times)
  }
  const byJob = await Promise.all(
    [...due].map(async ([collection, times]) => {
      const { docs } = await payload.find({
        collection,
        draft: true,
        where: { id: { in: [...times.keys()] } },
        limit: times.size,
        depth: 0,
        locale,
        user,
        overrideAccess: false,
      })
      return docs.map((doc) => itemOf(payload, collection, doc, times.get(Number(doc.id))))
    }),
  )
  const dated = await Promise.all(
    deskCollections
      .filter((collection) => hasPublishDate(payload, collection))
      .map(async (collection) => {
        const { docs } = await payload.find({
          collection,
          where: {
            _status: { equals: 'published' },
            publishDate: { greater_than: now.toISOString(), less_than_equal: until },
          },
          sort: 'publishDate',
          limit: LIST,
          depth: 0,
          locale,
          user,
          overrideAccess: false,
        })
        return docs.map((doc) => itemOf(payload, collection, doc, Reflect.get(doc, 'publishDate')))
      }),
  )
  const all = [...byJob.flat(), ...dated.flat()]
  return all.sort((a, b) => a.at.localeCompare(b.at))
}

import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { postgresAdapter } from '@payloadcms/db-postgres'
import type { Pool } from 'pg'
import { nodemailerAdapter } from '@payloadcms/email-nodemailer'
import { lexicalEditor } from '@payloadcms/richtext-lexical'
import { en } from '@payloadcms/translations/languages/en'
import { ko } from '@payloadcms/translations/languages/ko'
import { buildConfig } from 'payload'
import sharp from 'sharp'

import { collections } from './src/collections'
import { withViewOnSite } from './src/admin/desk/viewOnSite'
import { withPublishStateCells } from './src/admin/desk/publishState'
import { livePreview, withPreviewButton } from './src/admin/preview/livePreview'
import { PREVIEW_COLLECTIONS, PREVIEW_GLOBALS } from './src/lib/preview/paths'
import { scheduledPublishesForEditors } from './src/collections/access'
import { withLockOwnership } from './src/collections/documentLocks'
import { globals } from './src/globals'
import { defaultLocale, localeLabels, locales } from './src/i18n/locales'
import { payloadKorean } from './src/admin/i18n/payloadKorean'
import enStaff from './src/i18n/locales/en/staff.json'
import koStaff from './src/i18n/locales/ko/staff.json'
import { DATABASE_APPLICATION_NAME, databaseUrl, isProduction, payloadSecret } from './src/lib/env'
import { readReplicaUrls, withReadReplicas } from './src/lib/db/readReplicas'
import { objectStoragePlugin } from './src/lib/objectStorage/uploadsPlugin'
import { guardRestSurface } from './src/lib/restSurface/guard'
import { isClientFault } from './src/lib/restSurface/restErrors'
import { siteOrigin } from './src/lib/security/headers'
import { pipelineOrAdmin, pipelineOrLoggedIn } from './src/lib/submissions/jobAccess'
import { mailFrom, mailStartupWarning, mailTransport } from './src/lib/submissions/mail/transport'
import { LARGEST_UPLOAD_BYTES } from './src/lib/uploads/staffFiles'
import { onDrain, onShutdown } from './src/lib/lifecycle/shutdown'
import { stopCrons } from './src/lib/lifecycle/crons'
import { closePool } from './src/lib/db/closePool'
import { createLogger } from './src/lib/log/logger'
import { STALE_UPLOAD_MS, sweepUploadTempFiles, uploadTempDir } from './src/lib/uploads/uploadTempFiles'
import { MAIL_QUEUE, RETENTION_QUEUE, submissionTasks, type RetentionPurge } from './src/lib/submissions/tasks'
import { aggregateAnalytics, ANALYTICS_QUEUE } from './src/lib/analytics/tasks'
import { SIGN_IN_REFUSAL_LOGGING } from './src/collections/signInGuard'
import { watchDueTimes } from './src/collections/hooks/dueTimes'
import { expireOutsideRequest } from './src/collections/hooks/revalidate'
import { canRequestRevalidation } from './src/lib/cache/internalRevalidation'

const dirname = path.dirname(fileURLToPath(import.meta.url))

/** How often scheduled publishing and mail are polled: every minute, or JOBS_CRON (croner syntax, seconds allowed). */
const JOBS_CRON = process.env.JOBS_CRON || '* * * * *'

/**
 * The daily retention job's purges, one per kind of submission (as the form route lists the kinds):
 * the inquiries', the ethics reports'. Each is loaded only when the job runs.
 */
const RETENTION_PURGES: RetentionPurge[] = [
  async () => (await import('./src/lib/submissions/retention')).purgeExpired,
  async () => (await import('./src/lib/reports/retention')).purgeReportsForRetentionJob,
]

/** DATABASE_REPLICA_URLS, in the web server only (server/main.ts allows them; scripts and the worker do not). */
const READ_REPLICAS = readReplicaUrls()

// @payloadcms/email-nodemailer's and @payloadcms/storage-s3's newest releases are 3.90.1, a patch
// behind payload 3.90.2 (package.json `overrides` has them, and the storage plugin, use our payload). Payload's development-time version check would crash every
// non-production process over that one patch, so it is off; package.json pins every other Payload
// package to one exact version instead, and tests/unit/payloadVersions.test.ts checks what is installed.
// Set before Payload initialises (getPayload awaits this file).
process.env.PAYLOAD_DISABLE_DEPENDENCY_CHECKER ??= 'true'

// Built, then narrowed: lock ownership and the REST surface's rules reach Payload's own
// collections too, which exist only in the built config.
export default buildConfig({
  secret: payloadSecret(),
  serverURL: process.env.SERVER_URL || undefined,
  // A request carrying an editor's session cookie counts as theirs only from the site's own origin
  // (a cross-site form or script gets no session), and no other origin may read the API's answers.
  csrf: siteOrigin() ? [siteOrigin()!] : [],
  cors: siteOrigin() ? [siteOrigin()!] : [],
  admin: {
    user: 'users',
    importMap: { baseDir: path.resolve(dirname, 'src') },
    meta: { titleSuffix: ' · CMS' },
    // Payload's built-in avatar, not Gravatar's: an editor's email (hashed) is not sent to a third
    // party on every admin page, and the admin's policy allows images from the site only.
    avatar: 'default',
    // One date form for both admin languages (Payload's default, "MMMM do yyyy, h:mm a", read
    // "1월 1일 2099, 1:00 오전" in Korean): year first, 24-hour clock, as the site's own dates.
    dateFormat: 'yyyy-MM-dd HH:mm',
    // Drafts seen on their page beside the editor, at phone and desktop widths (src/admin/preview).
    livePreview,
    // The editors' desk (drafts, what goes public this week, what went public), the inbox count of
    // new inquiries, and the overdue and new ethics reports, each for the users who may read them.
    components: {
      beforeDashboard: [
        '/admin/desk/EditorDesk#EditorDesk',
        '/admin/inquiries/NewInquiriesCard#NewInquiriesCard',
        '/admin/reports/ReportsCard#ReportsCard',
      ],
      // Views and clicks per element and day, for editors (src/admin/analytics).
      afterNavLinks: ['/admin/analytics/AnalyticsNavLink#AnalyticsNavLink'],
      views: {
        analytics: { Component: '/admin/analytics/AnalyticsView#AnalyticsView', path: '/analytics' },
        // The sign-in with its second step for admins and compliance (src/admin/auth).
        login: { Component: '/admin/auth/SignInView#SignInView' },
      },
    },
  },
  collections: withPreviewButton(withViewOnSite(collections), PREVIEW_COLLECTIONS),
  globals: withPreviewButton(globals, PREVIEW_GLOBALS),
  // Staff uploads: the multipart reader stops at the largest file any library takes (413), each
  // library's own limit and kinds are checked next (src/collections/uploadChecks.ts). The message is
  // one string for every editor, so it carries both languages. The file is streamed to a temp
  // file on disk, not held in memory (uploadChecks.ts reads its head from there).
  upload: {
    useTempFiles: true,
    tempFileDir: uploadTempDir(),
    limits: { fileSize: LARGEST_UPLOAD_BYTES },
    requestSizeLimit: LARGEST_UPLOAD_BYTES + 1024 * 1024,
    responseOnLimit: `파일이 너무 큽니다(최대 ${LARGEST_UPLOAD_BYTES / 1024 / 1024}MB). The file is too large (at most ${LARGEST_UPLOAD_BYTES / 1024 / 1024} MB).`,
  },
  editor: lexicalEditor(),
  // DATABASE_REPLICA_URLS: public reads of the web server go to read replicas; staff requests, the
  // worker and the scripts read the primary, and a replica that fails hands its reads to the primary
  // (src/lib/db/readReplicas.ts). Unset: one database, as before.
  db: withReadReplicas(
    postgresAdapter({
      pool: {
        connectionString: databaseUrl(),
        // How long a request waits for a connection: node-postgres counts both a new connection and
        // the wait for a free one in a busy pool. A stopped database refuses at once (a quick 503),
        // so this only bounds a burst: requests queue briefly instead of failing while Postgres is fine.
        connectionTimeoutMillis: 3000,
        // Names the app's sessions in pg_stat_activity (operators, and tests that wait for quiet).
        application_name: DATABASE_APPLICATION_NAME,
        max: Number(process.env.DATABASE_POOL_MAX ?? 10),
      },
      // Schema changes are committed migrations; push mode only on explicit request.
      push: process.env.PAYLOAD_DB_PUSH === '1',
      migrationDir: path.resolve(dirname, 'src/migrations'),
      // Replica pools take the pool settings above, with each replica's URL.
      readReplicas: READ_REPLICAS,
    }),
    READ_REPLICAS,
  ),
  localization: {
    locales: locales.map((code) => ({ code, label: localeLabels[code] })),
    defaultLocale,
    fallback: true,
  },
  i18n: {
    supportedLanguages: { ko, en },
    fallbackLanguage: 'ko',
    // The site's own messages to staff (`req.t('custom:…')`), kept with the site's other strings.
    // And corrections to Payload's own Korean (src/admin/i18n/payloadKorean.ts).
    translations: { ko: { ...payloadKorean, custom: koStaff }, en: { custom: enStaff } },
  },
  // GraphQL is off: the REST API and the legacy API are the only HTTP surfaces to secure.
  graphQL: { disable: true },
  // Every mail (inquiry notifications, acknowledgements, password resets) goes through one transport:
  // SMTP when SMTP_URL is set, else .eml files under MAIL_DIR. Always a transport of ours, so the
  // adapter never falls back to its online test account.
  email: nodemailerAdapter({
    defaultFromAddress: mailFrom().address,
    defaultFromName: mailFrom().name,
    transport: mailTransport(),
    // Verifying would open an SMTP connection at every start (and in every build and CLI run).
    skipVerify: true,
  }),
  jobs: {
    tasks: [...submissionTasks(RETENTION_PURGES), aggregateAnalytics],
    jobsCollectionOverrides: ({ defaultJobsCollection }) => ({
      ...defaultJobsCollection,
      access: { ...defaultJobsCollection.access, read: scheduledPublishesForEditors },
    }),
    // The submission pipeline queues and runs its mail jobs for anonymous visitors, with access
    // checks on; staff queue scheduled publishing; only admins run the queues over HTTP.
    access: { queue: pipelineOrLoggedIn, run: pipelineOrAdmin },
    // Scheduled publish, submission mail (retries), retention and analytics; the crons live in the
    // long-running server process.
    // PAYLOAD_DISABLE_JOBS=1 starts no cron at all: Payload queues scheduled jobs (handleSchedules)
    // from these crons even when shouldAutoRun says no, a query per cron and minute.
    autoRun: () =>
      process.env.PAYLOAD_DISABLE_JOBS === '1'
        ? []
        : [
            // No schedules in these queues: skip the per-minute read of the schedule stats.
            { cron: JOBS_CRON, queue: 'default', limit: 20, disableScheduling: true },
            { cron: JOBS_CRON, queue: MAIL_QUEUE, limit: 20, disableScheduling: true },
            // Queues the daily retention run (its task's schedule) and runs it once it is due.
            { cron: '*/15 * * * *', queue: RETENTION_QUEUE, limit: 1 },
            // Queues the analytics aggregation every ten minutes (its schedule) and runs it when due.
            { cron: '* * * * *', queue: ANALYTICS_QUEUE, limit: 1 },
          ],
    shouldAutoRun: () => process.env.PAYLOAD_DISABLE_JOBS !== '1',
  },
  sharp,
  // Images and downloads in S3-compatible storage when S3_BUCKET is set (src/lib/objectStorage).
  plugins: [objectStoragePlugin()],
  onInit: async (payload) => {
    // node-postgres re-emits errors of idle connections on the pool; unheard, they crash the
    // server when Postgres restarts. Requests still fail fast and get a 503 meanwhile.
    const pool = errorSource(payload.db, 'pool')
    pool?.on('error', (error) => payload.logger.warn(`Postgres connection lost: ${error.message}`))
    // The web server runs this once it has drained (server/main.ts): the connections end cleanly.
    const endable = Reflect.get(payload.db, 'pool') as Pool | undefined
    if (endable) onShutdown('database pool', () => closePool(endable))
    // …and before that, no job starts any more, and a job already running is waited for.
    onDrain(() => stopCrons(payload.crons))
    const mailWarning = mailStartupWarning()
    if (mailWarning) payload.logger.warn(mailWarning)
    // Temp files of multipart bodies sent where no upload is taken are never removed by Payload.
    const sweep = () =>
      sweepUploadTempFiles().catch((error: unknown) =>
        payload.logger.warn(`Upload temp files could not be swept: ${(error as Error).message}`),
      )
    void sweep()
    setInterval(sweep, STALE_UPLOAD_MS / 4).unref()
    // Scheduled items go public on time on the cached pages (src/collections/hooks/dueTimes.ts),
    // wherever pages can be expired from: the web server and the worker, not scripts or the seed.
    if (canRequestRevalidation()) onDrain(watchDueTimes(payload, (tags) => expireOutsideRequest(tags, payload.logger)))
  },
  // JSON lines at LOG_LEVEL, as the web server's own (src/lib/log), wherever a machine reads them;
  // Payload's coloured lines for a person at a terminal outside production (`npm run dev`, a seed).
  ...(process.stdout.isTTY && !isProduction()
    ? {}
    : { logger: createLogger('payload', process.env, { clientFault: isClientFault }) }),
  typescript: { outputFile: path.resolve(dirname, 'src/payload-types.ts') },
  telemetry: false,
}).then((config) => {
  // Payload logs errors by name; these refusals are expected traffic (src/collections/signInGuard.ts).
  Object.assign(config.loggingLevels, SIGN_IN_REFUSAL_LOGGING)
  return guardRestSurface(withLockOwnership(withPublishStateCells(config)))
})

type ErrorSource = { on: (event: 'error', listener: (error: Error) => void) => void }

/** The event emitter at `owner[key]` (the Postgres adapter's node-postgres pool), when there is one. */
function errorSource(owner: object, key: string): ErrorSource | undefined {
  const value: unknown = Reflect.get(owner, key)
  return value && typeof value === 'object' && 'on' in value && typeof value.on === 'function'
    ? (value as ErrorSource)
    : undefined
}

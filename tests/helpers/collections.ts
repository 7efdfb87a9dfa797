import { collections } from '@/collections'

/** Payload's own collections: the admin's preferences and locks, the job queue, the migrations. */
const PAYLOAD_OWN = ['payload-preferences', 'payload-locked-documents', 'payload-jobs', 'payload-migrations']

/** Every collection the app serves, read from its config so that a new one is covered by itself. */
export const ALL_COLLECTIONS = [...collections.map((collection) => collection.slug), ...PAYLOAD_OWN]

/** The collections whose content the public site shows (their REST API is still staff-only). */
export const PUBLIC_COLLECTIONS = [
  'press-releases',
  'media-reports',
  'fact-checks',
  'notices',
  'banners',
  'writings',
  'writing-categories',
  'fonts',
  'music-tracks',
  'connection-sites',
  'policies',
  'images',
  'downloads',
]

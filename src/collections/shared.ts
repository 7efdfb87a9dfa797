import type { CollectionConfig } from 'payload'

import { isEditor, isStaff, publishedOrStaff } from './access'

/** Public, draftable, dated content: everyone reads what is published and due; editors write. */
export const contentAccess: CollectionConfig['access'] = {
  read: publishedOrStaff,
  readVersions: isStaff,
  create: isEditor,
  update: isEditor,
  delete: isEditor,
}

/** Drafts with version history and Payload's scheduled publish (run by the jobs queue). */
export const scheduledDrafts: CollectionConfig['versions'] = {
  drafts: { schedulePublish: true },
  maxPerDoc: 50,
}

export const groups = {
  newsroom: { ko: '뉴스룸', en: 'Newsroom' },
  site: { ko: '사이트 콘텐츠', en: 'Site content' },
  library: { ko: '자료실', en: 'Library' },
  inbox: { ko: '문의·제보', en: 'Inbox' },
  staff: { ko: '관리', en: 'Administration' },
}

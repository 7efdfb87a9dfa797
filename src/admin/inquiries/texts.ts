/**
 * The inbox's admin texts in both admin languages, as Payload label objects: components pick one
 * with `getTranslation(text, i18n)` (the admin user's language, Korean by default).
 */
export const inboxTexts = {
  newBadge: { ko: '새 문의', en: 'New' },
  newCount: { ko: '새 문의 {{count}}건', en: 'New inquiries: {{count}}' },
  openList: { ko: '목록 열기', en: 'open the list' },
  quickFilters: { ko: '빠른 필터', en: 'Quick filters' },
  allInquiries: { ko: '전체', en: 'All' },
  byStatus: { ko: '상태', en: 'Status' },
  byKind: { ko: '유형', en: 'Kind' },
  attachment: { ko: '첨부 파일', en: 'Attachment' },
  noAttachment: { ko: '첨부 파일 없음', en: 'No attachment' },
  download: { ko: '내려받기', en: 'Download' },
  replyByMail: { ko: '이메일로 답장', en: 'Reply by email' },
}

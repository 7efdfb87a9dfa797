/**
 * The ethics reports' admin texts in both admin languages, as Payload label objects: components
 * pick one with `getTranslation(text, i18n)` (the admin user's language, Korean by default).
 */
export const reportTexts = {
  overdueBadge: { ko: '기한 초과', en: 'Overdue' },
  overdueCount: { ko: '처리 기한이 지난 제보 {{count}}건', en: 'Overdue reports: {{count}}' },
  receivedCount: { ko: '새로 접수된 제보 {{count}}건', en: 'New reports: {{count}}' },
  followUpCount: {
    ko: '답변을 기다리는 제보자 메시지 {{count}}건',
    en: 'Reporter messages awaiting a reply: {{count}}',
  },
  followUp: { ko: '제보자 새 메시지', en: 'New from the reporter' },
  followUpBadge: { ko: '새 메시지', en: 'New message' },
  dueToday: { ko: '오늘까지', en: 'due today' },
  dayLeft: { ko: '1일 남음', en: '1 day left' },
  daysLeft: { ko: '{{days}}일 남음', en: '{{days}} days left' },
  dayLate: { ko: '1일 지남', en: '1 day late' },
  daysLate: { ko: '{{days}}일 지남', en: '{{days}} days late' },
  openList: { ko: '목록 열기', en: 'open the list' },
  quickFilters: { ko: '빠른 필터', en: 'Quick filters' },
  all: { ko: '전체', en: 'All' },
  overdue: { ko: '기한 초과', en: 'Overdue' },
  byStatus: { ko: '상태', en: 'Status' },
  byForm: { ko: '유형', en: 'Kind' },
  attachment: { ko: '첨부 파일', en: 'Attachment' },
  noAttachment: { ko: '첨부 파일 없음', en: 'No attachment' },
  download: { ko: '내려받기', en: 'Download' },
}

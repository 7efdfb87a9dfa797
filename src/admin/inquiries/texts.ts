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
}

/** `{{name}}` placeholders filled in, as the site's own texts do. */
export const fill = (text: string, vars: Record<string, string | number>): string =>
  text.replace(/\{\{\s*(\w+)\s*\}\}/g, (match, name: string) => (name in vars ? String(vars[name]) : match))

/** A file size as people read it: 512 B, 14.2 KB, 29.8 MB (binary units, as the 30 MB limit is). */
export function formatFileSize(bytes: number, language: string): string {
  const units = ['B', 'KB', 'MB', 'GB']
  let value = bytes
  let unit = 0
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024
    unit += 1
  }
  const number = new Intl.NumberFormat(language === 'ko' ? 'ko-KR' : 'en-GB', { maximumFractionDigits: unit === 0 ? 0 : 1 }).format(value)
  return `${number} ${units[unit]}`
}

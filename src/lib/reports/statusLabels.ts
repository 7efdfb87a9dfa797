import type { ReportStatus } from './due'

/** The statuses of a report in both admin languages (the collection's options, the audit log's from/to columns). */
export const reportStatusLabels: Record<ReportStatus, { ko: string; en: string }> = {
  received: { ko: '접수', en: 'Received' },
  inReview: { ko: '검토 중', en: 'In review' },
  answered: { ko: '답변 완료', en: 'Answered' },
  closed: { ko: '종료', en: 'Closed' },
}

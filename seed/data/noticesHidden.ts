import { DRAFT_NOTICE_TITLE, SCHEDULED_NOTICE_TITLE } from '../fixtures'
import type { NoticeSeed } from '../types'

/** The two notices that must never reach the public: a draft and a scheduled one. */
export const hiddenNotices: NoticeSeed[] = [
  {
    date: '2026-11-18',
    visibility: 'draft',
    text: {
      ko: {
        title: DRAFT_NOTICE_TITLE,
        body: ['이 공지는 내부검토 중인 초안이며 공개되지 않아야 합니다.'],
      },
      en: {
        title: '[Draft] Advance notice of privacy policy changes',
        body: ['This notice is a draft under internal review and must not be public.'],
      },
    },
  },
  {
    date: '2099-01-01',
    visibility: 'scheduled',
    text: {
      ko: {
        title: SCHEDULED_NOTICE_TITLE,
        body: ['이 공지는 2099년 1월 1일에 게시될 예정이며, 그 전까지는 내부검토 목록에서만 보여야 합니다.'],
      },
      en: {
        title: '[Scheduled] System maintenance in January 2099',
        body: [
          'This notice is scheduled for January 1, 2099; until then it must appear only in internal review lists.',
        ],
      },
    },
  },
]

/**
 * Facts about the seeded content that tests can assert without guessing. `seed/checkFixtures.ts`
 * checks every number here against the content files (run by tests/unit/seedFixtures.test.ts).
 */
import type { Locale, NewsroomType } from './types'

export const COMPANY_NAME = { ko: '배달프렌즈', en: 'Baedal Friends' } as const

/** Items that exist but must never be shown to the public: one draft and one scheduled per list. */
export const DRAFT_PRESS_RELEASE_TITLE = '[초안] 프렌즈클럽 요금제 개편안 (내부검토용)'
export const SCHEDULED_PRESS_RELEASE_TITLE = '[예약] 2099년 신년 경영 메시지'
export const DRAFT_NOTICE_TITLE = '[초안] 개인정보 처리방침 개정 사전 안내'
export const SCHEDULED_NOTICE_TITLE = '[예약] 2099년 1월 시스템 정기 점검 안내'
export const HIDDEN_TITLES = [
  DRAFT_PRESS_RELEASE_TITLE,
  SCHEDULED_PRESS_RELEASE_TITLE,
  DRAFT_NOTICE_TITLE,
  SCHEDULED_NOTICE_TITLE,
] as const
/** The publish date of the scheduled items. */
export const SCHEDULED_DATE = '2099-01-01'
/** A word in the body of each of the four hidden items and in no public item: a public search must find nothing. */
export const HIDDEN_KEYWORD: Record<Locale, string> = { ko: '내부검토', en: 'internal review' }

/** How many items each public list shows (hidden items excluded); the newsroom's by type. */
export const PUBLIC_COUNTS = {
  pressRelease: 42,
  fact: 14,
  media: 22,
  notices: 25,
  pinnedNotices: 3,
  writings: 16,
} as const

/** Total documents per collection, hidden ones included. */
export const TOTAL_COUNTS = {
  'press-releases': 44,
  'fact-checks': 14,
  'media-reports': 22,
  notices: 27,
  writings: 16,
  'writing-categories': 4,
  fonts: 13,
  'music-tracks': 9,
  'connection-sites': 12,
  policies: 2,
  banners: 4,
} as const

/** The newest public press release (the first item of /api/report page 1). */
export const LATEST_PRESS_RELEASE = {
  ko: '사장님 성장 지원 펀드 500억 원 조성',
  en: 'Baedal Friends sets up a 50 billion won growth fund for restaurant owners',
  date: '2026-11-03',
} as const

export type SearchFixture = {
  keyword: string
  locale: Locale
  type: NewsroomType
  /** false: the keyword is in no matching item's title or subtitle/summary, only in body text. */
  inTitle: boolean
  /** Public items of that type containing it (title, subtitle or summary, body), case-insensitive. */
  matches: number
  /** The title, in that locale, of one item the search must return. */
  example: string
  /**
   * For a keyword with `%` or `_`: the title of a public item of that type that the search would
   * also return if those characters were LIKE wildcards (`%` any text, `_` any one character).
   */
  decoy?: string
}

export const SEARCH_FIXTURES: readonly SearchFixture[] = [
  {
    keyword: '배달로봇',
    locale: 'ko',
    type: 'pressRelease',
    inTitle: false,
    matches: 2,
    example: '자율주행 로봇 배송, 아파트 단지에서 첫 시범 운영',
  },
  {
    keyword: 'delivery robot',
    locale: 'en',
    type: 'pressRelease',
    inTitle: false,
    matches: 2,
    example: 'Self-driving robots start delivering inside apartment complexes',
  },
  {
    keyword: '탄소중립',
    locale: 'ko',
    type: 'fact',
    inTitle: false,
    matches: 1,
    example: '탄소 배출량 산정 방식에 대한 오해를 바로잡습니다',
  },
  {
    keyword: 'carbon neutral',
    locale: 'en',
    type: 'fact',
    inTitle: false,
    matches: 1,
    example: 'How we count our carbon emissions: correcting a misunderstanding',
  },
  {
    // "%" must be matched literally: the decoy "친환경 포장재 사용 2.5배" must not match.
    keyword: '2.5%',
    locale: 'ko',
    type: 'pressRelease',
    inTitle: true,
    matches: 1,
    example: '영세 사장님 중개 수수료 2.5% 인하',
    decoy: '친환경 포장재 사용 2.5배 늘어',
  },
  {
    keyword: '2.5%',
    locale: 'en',
    type: 'pressRelease',
    inTitle: true,
    matches: 1,
    example: 'Commission cut by 2.5% for small restaurants',
    decoy: 'Eco-friendly packaging use grows 2.5 times',
  },
  {
    // "_" must be matched literally: the decoy "... 'BF DEV 2024' ..." must not match.
    keyword: 'BF_DEV',
    locale: 'ko',
    type: 'pressRelease',
    inTitle: true,
    matches: 1,
    example: "개발자 컨퍼런스 'BF_DEV 2025' 개최",
    decoy: "사내 개발자 밋업 'BF DEV 2024' 성료",
  },
  {
    keyword: 'BF_DEV',
    locale: 'en',
    type: 'pressRelease',
    inTitle: true,
    matches: 1,
    example: "Developer conference 'BF_DEV 2025' opens to all",
    decoy: "Developer meetup 'BF DEV 2024' wraps up",
  },
  {
    keyword: '새벽배송',
    locale: 'ko',
    type: 'media',
    inTitle: false,
    matches: 2,
    example: '30분 장보기 시대… 퀵커머스 경쟁 본격화',
  },
  {
    keyword: 'ESG',
    locale: 'en',
    type: 'media',
    inTitle: true,
    matches: 3,
    example: 'Delivery platforms put ESG at the centre of their strategy',
  },
]

/** Site settings facts (footer, customer service). */
export const SITE_FACTS = {
  businessRegistrationNumber: '123-45-67890',
  email: 'contact@baedalfriends.example.com',
  mainLine: { phone: '1600-0000', hours: { ko: '24시간 연중무휴', en: '24 hours, every day' } },
  martLine: { phone: '1600-0001', hours: { ko: '오전 6시 ~ 새벽 1시', en: '6:00 a.m. to 1:00 a.m.' } },
} as const

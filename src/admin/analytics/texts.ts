import type { DocumentKind, FixedKind } from '../../lib/analytics/elements'

/**
 * The analytics view's texts in both admin languages, as Payload label objects: components pick
 * one with `getTranslation(text, i18n)` (the admin user's language, Korean by default).
 */
export const analyticsTexts = {
  nav: { ko: '조회·클릭 통계', en: 'Views & clicks' },
  title: { ko: '조회·클릭 통계', en: 'Views and clicks' },
  intro: {
    ko: '사이트에서 요소가 처음 화면에 보인 횟수(조회)와 눌린 횟수(클릭)입니다. 방문자마다 요소별로 하루 한 번만 셉니다. 방문자를 알아볼 수 있는 정보(IP, 쿠키, 계정)는 저장하지 않습니다.',
    en: 'How often each element was first seen on screen (views) and followed (clicks). Each visitor counts once per element and day. Nothing that identifies a visitor (address, cookie, account) is stored.',
  },
  countedAt: { ko: '{{time}}까지 집계됨 (10분마다 갱신)', en: 'Counted up to {{time}} (updated every 10 minutes)' },
  neverCounted: { ko: '아직 집계되지 않았습니다 (10분마다 갱신).', en: 'Not counted yet (updated every 10 minutes).' },
  filters: { ko: '조건', en: 'Filters' },
  period: { ko: '기간', en: 'Period' },
  periodDays: { ko: '최근 {{days}}일', en: 'Last {{days}} days' },
  language: { ko: '페이지 언어', en: 'Page language' },
  allLanguages: { ko: '전체', en: 'Both' },
  element: { ko: '요소', en: 'Element' },
  allElements: { ko: '전체 요소', en: 'All elements' },
  apply: { ko: '보기', en: 'Show' },
  chartTitle: { ko: '일별 조회와 클릭', en: 'Views and clicks per day' },
  chartSummary: {
    ko: '{{from}}부터 {{to}}까지 조회 {{views}}회, 클릭 {{clicks}}회. 같은 값이 아래 일별 표에 있습니다.',
    en: 'From {{from}} to {{to}}: {{views}} views, {{clicks}} clicks. The table per day below has the same figures.',
  },
  byElement: { ko: '요소별', en: 'Per element' },
  byDay: { ko: '일별', en: 'Per day' },
  day: { ko: '날짜', en: 'Day' },
  views: { ko: '조회', en: 'Views' },
  clicks: { ko: '클릭', en: 'Clicks' },
  clickThrough: { ko: '클릭률', en: 'Click-through' },
  total: { ko: '합계', en: 'Total' },
  empty: { ko: '이 기간에 집계된 조회나 클릭이 없습니다.', en: 'No views or clicks were counted in this period.' },
  showDays: { ko: '일별 보기', en: 'per day' },
  notAllowed: {
    ko: '이 통계는 커뮤니케이션 편집자와 관리자만 볼 수 있습니다.',
    en: 'Only communications editors and administrators can see these figures.',
  },
  removed: { ko: '(삭제되었거나 볼 수 없는 항목 {{id}})', en: '(removed or hidden item {{id}})' },
}

/** What each kind of element is, for the table's second line. */
export const kindLabels: Record<DocumentKind | FixedKind, { ko: string; en: string }> = {
  banner: { ko: '메인 배너', en: 'Main banner' },
  report: { ko: '보도자료', en: 'Press release' }, // press releases' element kind (documentKinds)
  fact: { ko: '팩트체크', en: 'Fact check' },
  media: { ko: '언론 보도', en: 'Media report' },
  font: { ko: '글꼴 내려받기', en: 'Font download' },
  music: { ko: '음악 내려받기', en: 'Music download' },
  service: { ko: '메인 서비스 카드', en: 'Main service card' },
  share: { ko: '공유 버튼', en: 'Share button' },
}

import type { MediaReportSeed } from '../types'
import { outlets, report } from './mediaReports1'

/** Media reports, 2025–2026. */
export const mediaReports2: MediaReportSeed[] = [
  report(
    outlets.green,
    '2025-01-23',
    'climate-roadmap-250123',
    {
      title: '배달프렌즈 "2032년 온실가스 절반으로"… 재생에너지 100% 선언',
      summary:
        '2022년 대비 온실가스 50% 감축과 사업장 재생에너지 100% 전환을 담은 기후 로드맵이 나왔다. 전기 이륜차 전환이 관건으로 꼽힌다.',
    },
    {
      title: 'Baedal Friends vows to halve emissions by 2032 and go 100% renewable',
      summary:
        'The climate roadmap pledges a 50% greenhouse gas cut from 2022 levels and fully renewable electricity at its sites. Electric two-wheelers are seen as the key.',
    },
  ),
  report(
    outlets.hanbit,
    '2025-02-17',
    'esg-ratings-250217',
    {
      title: '플랫폼 기업 ESG 평가, 라이더 안전이 가른다',
      summary:
        '올해 ESG 평가에서 플랫폼 기업들의 점수 차를 만든 것은 라이더 안전과 협력사 관리였다. 배달프렌즈는 사회 부문에서 높은 점수를 받았다.',
    },
    {
      title: 'Rider safety decides platform ESG ratings',
      summary:
        'This year’s ratings were separated by rider safety and supplier management. Baedal Friends scored highly in the social category.',
    },
  ),
  report(
    outlets.food,
    '2025-03-19',
    'owners-lounge-250319',
    {
      title: '"매출·리뷰·정산 한눈에"… 사장님 라운지 개편에 점주들 호평',
      summary:
        '개편된 사장님 라운지는 시간대별 주문 흐름과 재주문율을 보여 준다. 작은 가게일수록 데이터 활용 효과가 크다는 평가다.',
    },
    {
      title: 'Owners praise the redesigned Owners’ Lounge',
      summary:
        'The new portal shows order patterns by hour and reorder rates. Smaller restaurants seem to gain the most from the data.',
    },
  ),
  report(
    outlets.tech,
    '2025-04-30',
    'robots-five-districts-250430',
    {
      title: '도심 로봇 배송 서울 5개 구로… 보도 주행 기준 논의 시작',
      summary:
        '자율주행 로봇 배송이 대학 캠퍼스와 오피스 빌딩으로 넓어지면서 보도 위 로봇 주행 기준 마련 논의도 시작됐다.',
    },
    {
      title: 'Robot delivery reaches five Seoul districts as pavement rules are debated',
      summary:
        'As self-driving robots reach campuses and office buildings, talks have begun on rules for robots on pavements.',
    },
  ),
  report(
    outlets.mobility,
    '2025-06-09',
    'rider-app-safety-250609',
    {
      title: '폭우 오면 배차 줄인다… 라이더 앱의 안전 실험',
      summary:
        '프렌즈 라이더 앱이 기상 특보 지역의 배차를 자동으로 줄이는 기능을 도입했다. 라이더들은 대체로 환영하는 분위기다.',
    },
    {
      title: 'Less dispatch in heavy rain: a rider app’s safety experiment',
      summary:
        'The Friends Rider app now cuts dispatch automatically in areas under weather warnings. Riders have broadly welcomed it.',
    },
  ),
  report(
    outlets.life,
    '2025-07-21',
    'pickup-waiver-250721',
    {
      title: '포장 주문 수수료 0원 연장… "포장 할인 받고 직접 찾아가요"',
      summary: '픽업 주문 수수료 면제가 2026년 말까지 연장되면서 가게 포장 할인을 이용하는 고객이 늘고 있다.',
    },
    {
      title: 'Zero commission on pick-up extended: "I collect it myself and get a discount"',
      summary:
        'With the pick-up commission waiver extended to the end of 2026, more customers are taking advantage of take-away discounts.',
    },
  ),
  report(
    outlets.retail,
    '2025-09-15',
    'mart-night-250915',
    {
      title: '밤 12시에도 장보기… 퀵커머스가 바꾼 장보기 시간표',
      summary:
        '프렌즈마트 주문의 4분의 1이 밤 9시 이후에 몰린다. 전날 밤 주문하던 새벽배송 수요 일부가 즉시 배송으로 옮겨 온 것으로 풀이된다.',
    },
    {
      title: 'Groceries at midnight: how quick commerce changed when we shop',
      summary:
        'A quarter of Friends Mart orders come after 9 p.m., suggesting that some demand for next-morning delivery has moved to delivery within the hour.',
    },
  ),
  report(
    outlets.morning,
    '2025-10-02',
    'friends-club-5m-251002',
    {
      title: '프렌즈클럽 회원 500만… 구독 경제 안착',
      summary:
        '무료배달 구독 서비스 프렌즈클럽 회원이 500만 명을 넘었다. 회원 주문의 절반이 동네 작은 가게에서 나왔다는 점이 눈에 띈다.',
    },
    {
      title: 'Friends Club hits five million as the subscription model settles in',
      summary:
        'The free-delivery subscription has passed five million members, and half of their orders go to small local restaurants.',
    },
  ),
  report(
    outlets.green,
    '2026-03-10',
    'esg-report-260310',
    {
      title: '배달프렌즈 지속가능경영보고서, 라이더 배출량까지 공개',
      summary:
        '배달프렌즈가 라이더 운행 배출량과 재생에너지 전환율을 담은 보고서를 냈다. 업계 ESG 공시의 모범 사례라는 평가가 나온다.',
    },
    {
      title: 'ESG report discloses rider emissions, a first for the sector',
      summary:
        'Baedal Friends’ sustainability report includes rider journey emissions and its renewable energy share, and is being called a model for the industry.',
    },
  ),
  report(
    outlets.hanbit,
    '2026-06-22',
    'security-cert-260622',
    {
      title: '안심번호 기본 적용… 배달앱 개인정보 보호 경쟁',
      summary:
        '정보보호 인증을 3년 연속 갱신한 배달프렌즈는 안심번호 기본 적용과 주소 자동 가림으로 개인정보 보호를 강화하고 있다.',
    },
    {
      title: 'Safe numbers by default: delivery apps compete on privacy',
      summary:
        'Having renewed its security certification for a third year, Baedal Friends protects privacy with default safe numbers and automatic address masking.',
    },
  ),
  report(
    outlets.food,
    '2026-11-09',
    'growth-fund-261109',
    {
      title: '500억 원 사장님 펀드… "창업 초기 가게에 단비"',
      summary:
        '배달프렌즈가 조성한 사장님 성장 지원 펀드가 창업 3년 이내 가게와 소규모 가게를 우선 지원한다. 외식업계의 기대가 크다.',
    },
    {
      title: 'A 50 billion won fund for owners brings relief to young restaurants',
      summary:
        'Baedal Friends’ new growth fund gives priority to restaurants under three years old and small businesses, raising hopes across the industry.',
    },
  ),
]

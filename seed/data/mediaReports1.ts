import type { MediaReportSeed } from '../types'

export const outlets = {
  hanbit: { ko: '한빛경제신문', en: 'Hanbit Economic Daily', url: 'https://hanbit-economy.example.com/articles' },
  tech: { ko: '서울테크리뷰', en: 'Seoul Tech Review', url: 'https://seoultechreview.example.com/story' },
  morning: { ko: '모닝비즈니스', en: 'Morning Business', url: 'https://news.example.com/morningbiz' },
  food: { ko: '푸드산업신문', en: 'Food Industry Times', url: 'https://foodindustry.example.com/news' },
  life: { ko: '라이프앤컨슈머', en: 'Life & Consumer', url: 'https://lifeconsumer.example.com/article' },
  green: { ko: '초록일보', en: 'Green Daily', url: 'https://greendaily.example.org/news' },
  retail: { ko: '유통인사이트', en: 'Retail Insight', url: 'https://retail-insight.example.net/view' },
  mobility: { ko: '모빌리티저널', en: 'Mobility Journal', url: 'https://mobility-journal.example.com/a' },
} as const

type Outlet = (typeof outlets)[keyof typeof outlets]

/** A media report at `outlet`, whose URL ends in `slug`. */
export function report(
  outlet: Outlet,
  date: string,
  slug: string,
  ko: { title: string; summary: string },
  en: { title: string; summary: string },
): MediaReportSeed {
  return {
    date,
    url: `${outlet.url}/${date.slice(0, 4)}/${slug}`,
    text: { ko: { ...ko, source: outlet.ko }, en: { ...en, source: outlet.en } },
  }
}

/** Media reports, 2023–2024. */
export const mediaReports1: MediaReportSeed[] = [
  report(
    outlets.hanbit,
    '2023-01-27',
    'settlement-3-days-230127',
    {
      title: '배달앱 정산 주기 3일로… "현금 흐름 숨통 트였다"',
      summary: '배달프렌즈가 가게 매출 정산 주기를 3일로 줄이면서 재료비 부담이 큰 소규모 식당들의 반응이 긍정적이다.',
    },
    {
      title: 'Three-day settlement gives restaurants "room to breathe"',
      summary:
        'Small restaurants welcome Baedal Friends’ move to settle sales within three days, easing the burden of daily ingredient costs.',
    },
  ),
  report(
    outlets.life,
    '2023-03-20',
    'solo-meal-category-230320',
    {
      title: '"한 그릇도 배달돼요"… 1인 가구 겨냥한 최소주문금액 0원 카테고리',
      summary: '최소주문금액 없이 1인분을 주문할 수 있는 나홀로 한끼 카테고리가 출시 2주 만에 주문 100만 건을 넘었다.',
    },
    {
      title: '"Even one bowl gets delivered": a no-minimum category for people living alone',
      summary:
        'Solo Meal, which lets customers order a single portion with no minimum, passed one million orders within two weeks of launch.',
    },
  ),
  report(
    outlets.mobility,
    '2023-06-12',
    'rider-safety-policy-230612',
    {
      title: '라이더 안전, 이제 "점검 주기"까지 명문화',
      summary:
        '배달프렌즈가 협력사 안전보건 준수 여부를 최소 6개월마다 점검하기로 하면서 업계 기준이 높아질지 주목된다.',
    },
    {
      title: 'Rider safety now comes with a fixed inspection cycle',
      summary:
        'Baedal Friends will check every delivery partner’s safety compliance at least every six months, a move that could raise the bar for the industry.',
    },
  ),
  report(
    outlets.morning,
    '2023-08-03',
    'subscription-war-230803',
    {
      title: '무료배달 구독 경쟁 본격화… 비용은 누가 내나',
      summary:
        '프렌즈클럽 출시로 배달 구독 경쟁이 시작됐다. 배달프렌즈는 무료배달 비용을 가게에 넘기지 않겠다고 밝혔다.',
    },
    {
      title: 'The free-delivery subscription race begins: who pays?',
      summary:
        'Friends Club has kicked off a subscription race. Baedal Friends says it will not pass the cost of free delivery on to restaurants.',
    },
  ),
  report(
    outlets.green,
    '2023-12-05',
    'reusable-containers-seoul-231205',
    {
      title: '서울 전역 다회용기 배달… 일회용 140만 개 줄였다',
      summary: '다회용기 배달이 서울 25개 구로 확대됐다. 시범 사업에서 일회용 용기 약 140만 개를 줄인 것으로 나타났다.',
    },
    {
      title: 'Reusable containers go citywide in Seoul after saving 1.4 million disposables',
      summary:
        'Reusable-container delivery now covers all 25 districts of Seoul, after a pilot that avoided about 1.4 million single-use containers.',
    },
  ),
  report(
    outlets.food,
    '2024-01-18',
    'commission-cut-small-restaurants-240118',
    {
      title: '영세 식당 수수료 인하에 외식업계 "가뭄의 단비"',
      summary: '연 매출 3억 원 이하 가게의 중개 수수료가 낮아지면서 전국 약 9만 개 가게가 혜택을 볼 전망이다.',
    },
    {
      title: 'Commission cut is "rain in a drought" for small restaurants',
      summary:
        'About 90,000 restaurants with annual sales of up to 300 million won are expected to benefit from the lower commission.',
    },
  ),
  report(
    outlets.tech,
    '2024-02-27',
    'apartment-robots-240227',
    {
      title: '엘리베이터 타는 로봇, 아파트 현관 앞까지 음식 배달',
      summary:
        '배달프렌즈의 자율주행 로봇이 공동현관과 엘리베이터를 스스로 통과해 집 앞까지 음식을 전한다. 시범 운영 현장을 찾았다.',
    },
    {
      title: 'Lift-riding robots bring dinner to apartment doors',
      summary:
        'We visited the pilot where Baedal Friends’ self-driving robots pass through lobby doors and ride lifts to reach customers’ front doors.',
    },
  ),
  report(
    outlets.retail,
    '2024-06-11',
    'table-order-240611',
    {
      title: '배달앱, 매장 안으로 들어오다… 테이블오더 경쟁 가열',
      summary:
        '프렌즈 테이블오더 출시로 배달앱의 매장 주문 시장 진출이 빨라지고 있다. 배달과 매장 주문을 한 화면에서 관리하는 점이 강점이다.',
    },
    {
      title: 'Delivery apps move into the dining room as table ordering heats up',
      summary:
        'With Friends Table Order, delivery apps are pushing into dine-in ordering. Its strength is managing delivery and table orders on one screen.',
    },
  ),
  report(
    outlets.hanbit,
    '2024-07-02',
    'esg-strategy-240702',
    {
      title: '배달 플랫폼, ESG를 전략의 중심에 놓다',
      summary:
        '2030년까지 사회공헌에 2,000억 원을 투자하겠다는 배달프렌즈의 발표는 플랫폼 기업의 사회적 책임 논의에 새로운 기준을 제시했다.',
    },
    {
      title: 'Delivery platforms put ESG at the centre of their strategy',
      summary:
        'Baedal Friends’ pledge to invest 200 billion won in social programmes by 2030 sets a new benchmark for the debate on platform responsibility.',
    },
  ),
  report(
    outlets.morning,
    '2024-10-14',
    'gift-card-241014',
    {
      title: '"동네 치킨집에서도 쓴다"… 배달앱 모바일 상품권 인기',
      summary: '추석을 앞두고 출시된 배달프렌즈 모바일 상품권이 기업 단체 선물 수요를 끌어들이고 있다.',
    },
    {
      title: '"Spend it at the local chicken place": delivery app gift cards take off',
      summary: 'Baedal Friends’ mobile gift cards, launched ahead of Chuseok, are drawing demand for corporate gifts.',
    },
  ),
  report(
    outlets.retail,
    '2024-11-26',
    'quick-commerce-241126',
    {
      title: '30분 장보기 시대… 퀵커머스 경쟁 본격화',
      summary: '프렌즈마트가 6대 광역시로 확대되며 새벽배송 중심이던 장보기 시장이 즉시 배송으로 옮겨 가고 있다.',
    },
    {
      title: 'The 30-minute grocery era: quick commerce heats up',
      summary:
        'As Friends Mart expands to six more major cities, grocery shopping is shifting from next-morning delivery to delivery within the hour.',
    },
  ),
]

import type { ArticleSeed } from '../types'

/** Press releases, 2025. */
export const pressReleases2025: ArticleSeed[] = [
  {
    date: '2025-01-21',
    text: {
      ko: {
        title: '2032년까지 온실가스 50% 감축… 기후 로드맵 발표',
        subtitle: '2022년 대비 절반으로, 사업장 전력은 100% 재생에너지로 전환',
        body: [
          '배달프렌즈가 2032년까지 온실가스 배출량을 2022년 대비 50% 줄이는 기후 로드맵을 21일 발표했다. 같은 해까지 사무실과 물류센터에서 쓰는 전력을 100% 재생에너지로 바꾼다는 목표도 함께 내놓았다.',
          { heading: '주요 실행 과제' },
          '배달프렌즈는 라이더의 전기 이륜차 전환을 돕기 위해 배터리 교환소를 늘리고, 프렌즈마트 물류센터에는 태양광 설비와 고효율 냉장 설비를 도입한다. 다회용기와 단일 소재 포장재 보급도 계속 넓힌다.',
          '장기적으로는 협력사와 함께 가치사슬 전반의 배출량을 줄여 탄소중립에 다가간다는 계획이다. 감축 실적은 제3자 검증을 거쳐 매년 공개한다.',
        ],
      },
      en: {
        title: 'Climate roadmap: greenhouse gas emissions halved by 2032',
        subtitle: 'A 50% cut against 2022, and 100% renewable electricity at our sites',
        body: [
          'Baedal Friends published its climate roadmap on the 21st, committing to cut greenhouse gas emissions by 50% by 2032 against 2022 levels. It also set a target of running its offices and fulfilment centres on 100% renewable electricity by the same year.',
          { heading: 'Key actions' },
          'To help riders switch to electric two-wheelers, the company will add battery-swap stations, and Friends Mart fulfilment centres will install solar panels and high-efficiency refrigeration. We will also keep spreading reusable containers and single-material packaging.',
          'In the long run, we will work with partners to cut emissions across the value chain on the way to becoming carbon neutral. Results will be verified by a third party and published every year.',
        ],
      },
    },
  },
  {
    date: '2025-03-04',
    text: {
      ko: {
        title: '사장님 라운지 전면 개편… 매출·리뷰·정산을 한 화면에',
        subtitle: '가게 운영 데이터 대시보드와 맞춤 경영 가이드 제공',
        body: [
          '배달프렌즈가 입점 가게 사장님을 위한 관리 포털 사장님 라운지를 전면 개편했다. 매출, 리뷰, 정산 현황을 한 화면에서 볼 수 있는 대시보드가 새로 생겼다.',
          '시간대별 주문 흐름과 메뉴별 재주문율을 보여 주는 분석 기능, 상권 특성에 맞춘 경영 가이드도 추가됐다. 사장님 장터와 연결돼 자주 쓰는 식자재를 바로 다시 주문할 수도 있다.',
        ],
      },
      en: {
        title: 'Owners’ Lounge redesigned: sales, reviews and settlements on one screen',
        subtitle: 'A dashboard of restaurant data and tailored business guides',
        body: [
          'Baedal Friends has completely redesigned the Owners’ Lounge, its portal for partner restaurant owners. A new dashboard shows sales, reviews and settlement status on a single screen.',
          'New analytics show order patterns by time of day and reorder rates by dish, and business guides are tailored to each neighbourhood. Linked to the Owner Supply Market, the portal also lets owners reorder their usual ingredients in one tap.',
        ],
      },
    },
  },
  {
    date: '2025-04-15',
    text: {
      ko: {
        title: '자율주행 로봇 배송, 서울 5개 구로 넓힌다',
        subtitle: '아파트 단지에서 대학 캠퍼스와 오피스 빌딩까지',
        body: [
          '지난해 아파트 단지에서 시작한 자율주행 로봇 배송이 서울 5개 구로 확대된다. 운영 장소도 대학 캠퍼스와 오피스 빌딩으로 늘어난다.',
          '1년간의 시범 운영 동안 배달로봇은 약 4만 건의 배송을 사고 없이 마쳤다. 새로 투입되는 배달로봇에는 보행자를 더 잘 인식하는 센서와 야간 주행용 조명이 달린다.',
          '배달프렌즈는 로봇 운영 데이터를 지방자치단체와 공유해 보도 위 로봇 주행 기준 마련에도 힘을 보탤 계획이다.',
        ],
      },
      en: {
        title: 'Robot delivery expands to five Seoul districts',
        subtitle: 'From apartment complexes to university campuses and office buildings',
        body: [
          'Self-driving robot delivery, which began at an apartment complex last year, is expanding to five districts of Seoul, adding university campuses and office buildings to its service areas.',
          'During the year-long pilot, our delivery robots completed some 40,000 deliveries without an accident. The new delivery robot fleet carries sensors that detect pedestrians better and lights for night-time operation.',
          'Baedal Friends will share its operating data with local governments to help set standards for robots on pavements.',
        ],
      },
    },
  },
  {
    date: '2025-05-27',
    text: {
      ko: {
        title: '프렌즈 라이더 앱, 안전 기능 대폭 강화',
        subtitle: '위험 구간 사전 알림, 폭우·폭설 시 자동 운행 제한',
        body: [
          '라이더용 앱 프렌즈 라이더에 안전 기능이 대폭 추가됐다. 사고가 잦은 교차로나 공사 구간에 가까워지면 음성으로 미리 알려 주고, 폭우나 폭설 특보가 내려지면 해당 지역의 배차를 자동으로 줄인다.',
          '라이더가 운행 중 휴대전화를 조작하지 않도록 주요 기능은 음성과 큰 버튼으로 쓸 수 있게 바꿨다. 연속 운행 시간이 길어지면 휴식을 권하는 알림도 보낸다.',
        ],
      },
      en: {
        title: 'Friends Rider app adds major safety features',
        subtitle: 'Advance warnings of risky spots, and automatic limits in heavy rain or snow',
        body: [
          'The Friends Rider app has gained a range of safety features. It warns riders by voice as they approach accident-prone junctions or roadworks, and automatically reduces dispatch in areas under heavy rain or snow warnings.',
          'Key functions now work by voice and large buttons, so riders need not handle their phones while riding. The app also suggests a break after long stretches on the road.',
        ],
      },
    },
  },
  {
    date: '2025-07-08',
    text: {
      ko: {
        title: '픽업 주문 중개 수수료 면제, 2026년 말까지 연장',
        subtitle: '포장 주문 늘리는 가게 부담 줄이고, 고객은 포장 할인',
        body: [
          '배달프렌즈가 고객이 가게에서 직접 음식을 찾아가는 픽업 주문의 중개 수수료 면제를 2026년 말까지 연장한다. 면제는 모든 입점 가게에 적용된다.',
          '픽업 주문은 배달 거리와 관계없이 음식을 가장 신선하게 받을 수 있는 방법이다. 고객은 가게가 정한 포장 할인도 받을 수 있다.',
        ],
      },
      en: {
        title: 'No commission on pick-up orders, extended to the end of 2026',
        subtitle: 'Less cost for restaurants and take-away discounts for customers',
        body: [
          'Baedal Friends is extending its commission waiver on pick-up orders, where customers collect their food at the restaurant, to the end of 2026. The waiver applies to every partner restaurant.',
          'Pick-up is the freshest way to get your food, however far away you are. Customers also receive any take-away discount the restaurant offers.',
        ],
      },
    },
  },
  {
    date: '2025-08-19',
    text: {
      ko: {
        title: "개발자 컨퍼런스 'BF_DEV 2025' 개최",
        subtitle: '올해부터 외부 개발자에게 문 열어… 3개 트랙 24개 세션',
        body: [
          '배달프렌즈가 개발자 컨퍼런스를 처음으로 외부에 공개한다. 9월 한 달 동안 신청을 받아 10월에 서울 성동구 본사에서 열리며, 데이터, 플랫폼, 모바일 3개 트랙에서 24개 세션이 진행된다.',
          '대학생과 취업 준비생을 위한 채용 상담 부스와 코드 리뷰 체험 공간도 마련된다.',
        ],
      },
      en: {
        title: "Developer conference 'BF_DEV 2025' opens to all",
        subtitle: 'For the first time open to outside developers, with 24 sessions in three tracks',
        body: [
          'Baedal Friends is opening its developer conference to the public for the first time. Registration runs through September, and the event takes place in October at our headquarters in Seongdong-gu, Seoul, with 24 sessions in three tracks: data, platform and mobile.',
          'There will also be a recruitment desk for students and job seekers and a hands-on code review corner.',
        ],
      },
    },
  },
  {
    date: '2025-10-01',
    text: {
      ko: {
        title: '프렌즈클럽 회원 500만 명 돌파',
        subtitle: '출시 2년여 만… 회원 주문의 절반은 동네 작은 가게에서',
        body: [
          '무료배달 구독 서비스 프렌즈클럽의 회원 수가 500만 명을 넘었다. 2023년 7월 출시 이후 약 2년 3개월 만이다.',
          '회원 주문의 절반가량은 매장 수 10개 미만의 동네 가게에서 나왔다. 배달프렌즈는 회원 혜택에 드는 비용을 계속 직접 부담하고, 혜택 가게를 더 늘려 갈 계획이다.',
        ],
      },
      en: {
        title: 'Friends Club passes five million members',
        subtitle: 'Two years after launch, with half of member orders going to small local restaurants',
        body: [
          'Friends Club, our free-delivery subscription, now has more than five million members, about two years and three months after it launched in July 2023.',
          'About half of member orders went to local restaurants with fewer than ten branches. Baedal Friends will keep paying for member benefits itself and bring more restaurants into the programme.',
        ],
      },
    },
  },
  {
    date: '2025-12-09',
    text: {
      ko: {
        title: '연말 나눔 캠페인, 동네 가게 식사 10만 끼 전달',
        subtitle: '고객 기부금만큼 회사가 더해… 결식 우려 이웃에게 따뜻한 한 끼',
        body: [
          '배달프렌즈가 연말 나눔 캠페인을 통해 결식 우려 아동과 홀몸 어르신에게 동네 가게의 식사 10만 끼를 전달한다. 고객이 주문할 때 기부한 금액만큼 회사가 같은 금액을 더했다.',
          '식사는 지역 아동센터와 복지관을 통해 전달되며, 참여 가게에는 정상 가격으로 음식값을 지급한다.',
        ],
      },
      en: {
        title: 'Year-end giving campaign delivers 100,000 meals from local restaurants',
        subtitle: 'The company matched every customer donation for neighbours at risk of going hungry',
        body: [
          'Through its year-end giving campaign, Baedal Friends is delivering 100,000 meals from neighbourhood restaurants to children at risk of missing meals and older people living alone. The company matched every won that customers donated at checkout.',
          'Meals reach recipients through local children’s centres and welfare centres, and participating restaurants are paid the full menu price.',
        ],
      },
    },
  },
]

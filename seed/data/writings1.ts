import type { WritingSeed } from '../types'

/** Together posts: environment, and with restaurant owners. */
export const writings1: WritingSeed[] = [
  {
    date: '2023-04-20',
    category: 'environment',
    text: {
      ko: {
        title: '다회용기 한 번이 바꾸는 것들',
        summary: '주문할 때 다회용기를 고르는 한 번의 선택이 어떻게 이어지는지 따라가 봤습니다.',
        body: [
          '고객이 주문 화면에서 다회용기를 선택하면, 가게는 세척된 용기에 음식을 담아 보냅니다. 다 먹은 용기는 문 앞에 두기만 하면 됩니다. 수거된 용기는 전문 세척장에서 7단계 세척과 검사를 거쳐 다시 가게로 돌아갑니다.',
          '용기 하나는 평균 50번 넘게 다시 쓰입니다. 그만큼 일회용 용기와 뚜껑, 비닐이 줄어듭니다. 배달프렌즈는 용기 대여료와 세척비를 지원해 가게의 부담을 덜고 있습니다.',
        ],
      },
      en: {
        title: 'What one reusable container changes',
        summary: 'We followed what happens after a customer chooses a reusable container at checkout.',
        body: [
          'When a customer chooses a reusable container, the restaurant sends the food in a washed container, and the customer simply leaves it at the door afterwards. Collected containers go through a seven-step wash and inspection at a specialist facility before returning to restaurants.',
          'Each container is used more than 50 times on average, replacing as many disposable containers, lids and plastic bags. Baedal Friends pays towards rental and washing so that restaurants are not left with the cost.',
        ],
      },
    },
  },
  {
    date: '2024-04-22',
    category: 'environment',
    text: {
      ko: {
        title: '지구의 날, 우리가 줄인 포장재를 세어 봤습니다',
        summary: '친환경 포장재 구매가 2.5배로 늘기까지, 사장님들의 선택을 돌아봅니다.',
        body: [
          '사장님 장터에 친환경 포장 용기 전용관을 연 지 1년. 처음에는 가격과 내구성을 걱정하던 사장님들이 많았지만, 첫 구매 할인과 사용 후기를 보고 하나둘 용기를 바꿨습니다.',
          '그 결과 입점 가게의 친환경 포장재 구매량은 1년 만에 2.5배로 늘었습니다. 재활용이 쉬운 단일 소재 용기는 분리배출도 간편해 고객 반응도 좋습니다.',
          '배달프렌즈는 포장재를 바꾼 가게를 주문 화면에 표시해, 고객이 친환경 가게를 쉽게 찾을 수 있도록 돕고 있습니다.',
        ],
      },
      en: {
        title: 'On Earth Day, we counted the packaging we saved',
        summary: 'How owners’ choices led to 2.5 times more eco-friendly packaging in a year.',
        body: [
          'A year ago we opened an eco-friendly packaging section in the Owner Supply Market. Many owners worried about price and durability at first, but one by one they switched, encouraged by first-purchase discounts and other owners’ reviews.',
          'In a year, partner restaurants’ purchases of eco-friendly packaging rose 2.5 times. Single-material containers are also easy for customers to sort for recycling, and customers have noticed.',
          'We mark restaurants that have switched packaging on the order screen so that customers can find them easily.',
        ],
      },
    },
  },
  {
    date: '2025-02-05',
    category: 'environment',
    text: {
      ko: {
        title: '2032년, 온실가스는 절반으로 전기는 재생에너지로',
        summary: '2022년 대비 온실가스 50% 감축과 재생에너지 100% 전환 목표를 어떻게 이룰지 정리했습니다.',
        body: [
          '배달프렌즈는 2032년까지 온실가스 배출량을 2022년 대비 50% 줄이고, 사무실과 물류센터의 전력을 100% 재생에너지로 바꾸겠다는 목표를 세웠습니다.',
          { heading: '어떻게 줄이나요' },
          '가장 큰 과제는 라이더 운행에서 나오는 배출입니다. 전기 이륜차로 바꾸는 라이더에게 구매 보조금과 배터리 교환소를 지원합니다. 프렌즈마트 물류센터에는 태양광 설비와 고효율 냉장 설비를 들이고, 남는 전력은 재생에너지 전력구매계약으로 채웁니다.',
          '진행 상황은 매년 지속가능경영보고서에서 제3자 검증을 거친 숫자로 공개합니다.',
        ],
      },
      en: {
        title: 'By 2032: half the emissions, and all our power from renewables',
        summary: 'How we plan to cut greenhouse gas emissions by 50% against 2022 and switch to 100% renewable energy.',
        body: [
          'Baedal Friends has set itself two targets for 2032: cut greenhouse gas emissions by 50% against 2022, and run its offices and fulfilment centres on 100% renewable electricity.',
          { heading: 'How we will get there' },
          'The biggest challenge is emissions from rider journeys. We offer purchase subsidies and battery-swap stations to riders who switch to electric two-wheelers. Friends Mart fulfilment centres are getting solar panels and efficient refrigeration, and the rest of our power will come through renewable energy purchase agreements.',
          'We report progress every year in our sustainability report, with figures verified by a third party.',
        ],
      },
    },
  },
  {
    date: '2026-06-05',
    category: 'environment',
    text: {
      ko: {
        title: '배터리 교환소 100곳, 전기 이륜차로 달리는 라이더들',
        summary: '충전을 기다리지 않고 1분 만에 배터리를 바꾸는 교환소가 100곳을 넘었습니다.',
        body: [
          '전기 이륜차의 가장 큰 걱정은 충전 시간입니다. 배달프렌즈는 협력사와 함께 배터리 교환소를 늘려 왔고, 올해 100곳을 넘었습니다. 라이더는 교환소에서 1분 만에 충전된 배터리로 바꿀 수 있습니다.',
          '전기 이륜차로 바꾼 라이더는 연료비가 줄고 소음과 진동도 적어 만족도가 높습니다. 배달프렌즈는 교환소를 주요 도시의 배달 밀집 지역부터 계속 늘려 갈 계획입니다.',
        ],
      },
      en: {
        title: '100 battery-swap stations for riders on electric two-wheelers',
        summary:
          'Stations where riders swap batteries in a minute, instead of waiting to charge, now number more than 100.',
        body: [
          'Charging time is the biggest worry with electric two-wheelers. Working with partners, Baedal Friends has kept adding battery-swap stations, and this year there are more than 100. Riders can swap to a charged battery in about a minute.',
          'Riders who have switched spend less on fuel and enjoy less noise and vibration. We will keep adding stations, starting with the busiest delivery areas of major cities.',
        ],
      },
    },
  },
  {
    date: '2023-02-28',
    category: 'partners',
    text: {
      ko: {
        title: '정산이 3일로 빨라지자 달라진 것들',
        summary: '정산 주기가 7일에서 3일로 줄어든 뒤, 동네 가게 사장님 세 분의 이야기를 들었습니다.',
        body: [
          '서울 마포구에서 분식집을 하는 한 사장님은 "예전에는 정산일까지 재료비를 카드로 돌려 막을 때가 많았다"고 말합니다. 정산 주기가 3일로 줄어든 뒤로는 매주 신선한 재료를 넉넉히 들여놓을 수 있게 됐습니다.',
          '정산 주기 단축은 별도 신청 없이 모든 입점 가게에 적용됩니다. 정산 내역은 사장님 라운지에서 날짜별로 확인할 수 있습니다.',
        ],
      },
      en: {
        title: 'What changed when settlement took three days',
        summary:
          'Three neighbourhood owners tell us what shorter settlement, from seven days to three, has meant for them.',
        body: [
          '"I used to juggle ingredient costs on my credit card until payday," says the owner of a snack bar in Mapo-gu, Seoul. Since settlement was cut to three days, she can stock up on fresh ingredients every week.',
          'The shorter cycle applies to every partner restaurant with no application needed. Owners can follow their settlements day by day in the Owners’ Lounge.',
        ],
      },
    },
  },
  {
    date: '2024-03-14',
    category: 'partners',
    text: {
      ko: {
        title: '혼밥 손님을 위한 한 그릇 메뉴 만들기',
        summary: "최소주문금액 없는 '나홀로 한끼' 카테고리에 참여한 사장님들의 메뉴 개발 이야기입니다.",
        body: [
          "'나홀로 한끼'는 최소주문금액 없이 1인분을 주문할 수 있는 카테고리입니다. 참여 가게는 양과 가격을 1인분에 맞춘 전용 메뉴를 직접 만듭니다.",
          '한 국밥집 사장님은 "1인분 메뉴를 따로 만들었더니 점심시간 직장인과 자취생 주문이 크게 늘었다"고 합니다. 배달프렌즈는 1인분 포장 용기를 사장님 장터에서 할인된 가격에 제공하고 있습니다.',
        ],
      },
      en: {
        title: 'Designing one-portion dishes for solo diners',
        summary:
          'Owners who joined Solo Meal, the one-portion category with no minimum order, share how they built their menus.',
        body: [
          'Solo Meal is a category where customers can order a single portion with no minimum order. Participating restaurants create dedicated dishes, sized and priced for one.',
          '"Once I added single-portion dishes, lunchtime orders from office workers and students living alone went up a lot," says the owner of a gukbap restaurant. Baedal Friends offers single-portion packaging at a discount in the Owner Supply Market.',
        ],
      },
    },
  },
  {
    date: '2025-05-08',
    category: 'partners',
    text: {
      ko: {
        title: '사장님 장터로 장 보는 하루',
        summary: '새벽 시장 대신 사장님 장터를 이용하는 치킨집 사장님의 하루를 따라가 봤습니다.',
        body: [
          '경기도 부천의 한 치킨집 사장님은 가게 문을 닫은 새벽, 사장님 라운지에서 그날의 주문 흐름을 확인하고 사장님 장터에서 다음 날 쓸 식재료와 포장 용기를 주문합니다.',
          '주문한 물건은 다음 날 오전 가게 앞으로 배송됩니다. 예전처럼 새벽 시장을 돌지 않아도 되니, 사장님은 그 시간을 가족과 보내거나 새 메뉴를 연구하는 데 씁니다.',
        ],
      },
      en: {
        title: 'A day of shopping at the Owner Supply Market',
        summary:
          'We spent a day with a fried-chicken restaurant owner who now stocks up online instead of at the early-morning market.',
        body: [
          'After closing in the early hours, the owner of a chicken restaurant in Bucheon checks the day’s orders in the Owners’ Lounge, then orders the next day’s ingredients and packaging from the Owner Supply Market.',
          'Everything arrives at the restaurant the next morning. With no more dawn trips to the market, he spends that time with his family or working on new dishes.',
        ],
      },
    },
  },
  {
    date: '2026-10-20',
    category: 'partners',
    text: {
      ko: {
        title: "'첫 가게 학교' 1,000번째 졸업생이 나왔습니다",
        summary: '예비 창업자와 초보 사장님을 위한 무료 교육 과정이 1,000번째 졸업생을 배출했습니다.',
        body: [
          "'첫 가게 학교'는 상권 분석, 메뉴 가격 정하기, 위생 관리, 리뷰 응대까지 가게 운영의 기본을 배우는 무료 교육 과정입니다. 2022년 시작해 올해 1,000번째 졸업생이 나왔습니다.",
          '졸업생 가게는 사장님 성장 지원 펀드에 우선 신청할 수 있고, 사장님 라운지에서 선배 사장님의 멘토링을 받을 수 있습니다.',
        ],
      },
      en: {
        title: 'First Shop School celebrates its 1,000th graduate',
        summary: 'Our free course for would-be founders and new owners has produced its 1,000th graduate.',
        body: [
          'First Shop School is a free course on the basics of running a restaurant, from choosing a location and pricing a menu to hygiene and answering reviews. It started in 2022, and this year it saw its 1,000th graduate.',
          'Graduates can apply early to the owners’ growth fund and receive mentoring from experienced owners through the Owners’ Lounge.',
        ],
      },
    },
  },
]

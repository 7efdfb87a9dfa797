import type { ArticleSeed } from '../types'

/** Press releases, 2023. */
export const pressReleases2023: ArticleSeed[] = [
  {
    date: '2023-01-16',
    text: {
      ko: {
        title: '가게 매출 정산 주기, 3일로 단축',
        subtitle: '주문 후 3영업일이면 매출 대금 지급… 사장님 자금 부담 덜어',
        body: [
          '배달프렌즈가 2월 1일부터 입점 가게의 매출 정산 주기를 기존 7일에서 3일로 단축한다고 16일 밝혔다. 사장님은 주문이 완료된 날로부터 3영업일 안에 매출 대금을 받게 된다.',
          '이번 개편은 재료비와 인건비를 매일 지출해야 하는 외식업 사장님들의 현금 흐름 부담을 줄이기 위해 마련됐다. 별도 신청 없이 모든 입점 가게에 자동으로 적용되며, 정산 내역은 사장님 라운지에서 날짜별로 확인할 수 있다.',
          '배달프렌즈 관계자는 "정산이 빨라지면 사장님들이 재고와 인력 계획을 훨씬 여유 있게 세울 수 있다"며 "앞으로도 가게 운영에 실질적인 도움이 되는 제도를 꾸준히 마련하겠다"고 말했다.',
        ],
      },
      en: {
        title: 'Restaurant settlement cycle cut to three days',
        subtitle: 'Owners now receive their sales revenue within three business days of an order',
        body: [
          'Baedal Friends announced on the 16th that from February 1 it will shorten the settlement cycle for partner restaurants from seven days to three. Owners will receive their sales revenue within three business days of an order being completed.',
          'The change is meant to ease cash-flow pressure on restaurant owners, who pay for ingredients and staff every day. It applies automatically to every partner restaurant, with no application needed, and owners can check their settlements day by day in the Owners’ Lounge.',
          '"Faster settlement lets owners plan stock and staffing with much more room to breathe," a company official said. "We will keep introducing measures that make a real difference to running a restaurant."',
        ],
      },
    },
  },
  {
    date: '2023-03-08',
    text: {
      ko: {
        title: "최소주문금액 없는 1인분 카테고리 '나홀로 한끼' 출시",
        subtitle: '1인 가구 겨냥… 한 그릇도 부담 없이 배달 주문',
        body: [
          "배달프렌즈가 1인분 메뉴만 모은 전용 카테고리 '나홀로 한끼'를 8일 선보였다. 이 카테고리의 메뉴는 최소주문금액 없이 한 그릇만 주문해도 배달을 받을 수 있다.",
          '국내 1인 가구가 꾸준히 늘면서 "혼자 먹기엔 최소주문금액이 부담스럽다"는 고객 의견이 이어졌다. 참여 가게는 1인분 전용 메뉴와 용량을 직접 정하고, 배달프렌즈는 카테고리 상단 노출과 포장 용기 지원으로 가게의 부담을 나눈다.',
          '출시 첫 달에는 전국 1만 2천여 개 가게가 참여한다. 배달프렌즈는 고객 반응을 살펴 참여 가게와 메뉴 구성을 계속 넓혀 갈 계획이다.',
        ],
      },
      en: {
        title: 'Solo Meal launches: a one-portion category with no minimum order',
        subtitle: 'Built for single-person households, so a single bowl can be delivered',
        body: [
          'Baedal Friends launched Solo Meal on the 8th, a dedicated category for single-portion dishes. Every dish in the category can be delivered on its own, with no minimum order amount.',
          'As single-person households keep growing, customers have often told us that minimum orders make eating alone expensive. Participating restaurants set their own single-portion dishes and sizes, while Baedal Friends shares the load with prominent placement and support for packaging.',
          'Around 12,000 restaurants nationwide are taking part in the first month. The company plans to add more restaurants and dishes as it learns from customer feedback.',
        ],
      },
    },
  },
  {
    date: '2023-05-22',
    text: {
      ko: {
        title: '라이더 안전보건 정책 발표… 6개월마다 준수 점검',
        subtitle: '배달 협력사 안전 기준 명문화, 점검 결과는 개선 계획과 함께 공개',
        body: [
          '배달프렌즈가 라이더와 배달 협력사를 위한 안전보건 정책을 22일 발표했다. 정책에는 안전 장비 지급 기준, 기상 악화 시 운행 제한, 사고 발생 시 보고 절차 등이 담겼다.',
          '특히 모든 배달 협력사를 대상으로 최소 6개월마다 안전보건 준수 여부를 점검하도록 했다. 점검에서 부족한 점이 발견되면 협력사와 함께 개선 계획을 세우고, 이행 결과를 다음 점검에서 다시 확인한다.',
          '배달프렌즈는 올해 안에 라이더 안전교육 과정을 온라인으로도 열어, 처음 일을 시작하는 라이더가 언제든 필수 교육을 들을 수 있게 할 예정이다.',
        ],
      },
      en: {
        title: 'Rider safety and health policy announced, with checks every six months',
        subtitle:
          'Safety standards for delivery partners are now written down, and check results come with improvement plans',
        body: [
          'Baedal Friends announced a safety and health policy for riders and delivery partner companies on the 22nd. It covers standards for safety equipment, limits on riding in severe weather and how accidents are reported.',
          'Every delivery partner will have its compliance with the policy checked at least every six months. Where a check finds gaps, the partner and Baedal Friends draw up an improvement plan together, and the next check confirms that it was carried out.',
          'Later this year the company will also open its rider safety course online, so that new riders can take the required training at any time.',
        ],
      },
    },
  },
  {
    date: '2023-07-11',
    text: {
      ko: {
        title: "무료배달 구독 서비스 '프렌즈클럽' 출시",
        subtitle: '월 구독료 하나로 횟수 제한 없는 무료배달과 회원 전용 할인',
        body: [
          "배달프렌즈가 구독 멤버십 '프렌즈클럽'을 11일 출시했다. 회원은 참여 가게에서 주문할 때 횟수 제한 없이 배달팁 무료 혜택을 받고, 프렌즈마트 장보기에서도 회원 전용 할인을 받는다.",
          '무료배달에 드는 비용은 가게에 전가하지 않고 배달프렌즈가 부담한다. 참여 가게는 회원 전용 배지로 노출이 늘어나는 효과를 얻는다.',
          '출시를 기념해 첫 달 구독료는 무료이며, 언제든 앱에서 바로 해지할 수 있다.',
        ],
      },
      en: {
        title: 'Friends Club launches: a subscription with free delivery',
        subtitle: 'One monthly fee for unlimited free delivery and member-only discounts',
        body: [
          'Baedal Friends launched its Friends Club membership on the 11th. Members pay no delivery fee, however often they order from participating restaurants, and get member-only discounts on Friends Mart groceries.',
          'The cost of free delivery is borne by Baedal Friends, not passed on to restaurants. Participating restaurants gain visibility through a members’ badge in the app.',
          'To mark the launch, the first month is free, and members can cancel at any time directly in the app.',
        ],
      },
    },
  },
  {
    date: '2023-09-05',
    text: {
      ko: {
        title: "사장님 전용 도매몰 '사장님 장터', 취급 품목 2만 개로 확대",
        subtitle: '식자재부터 포장 용기까지 한곳에서… 소량 구매도 도매가로',
        body: [
          "외식업 사장님을 위한 도매몰 '사장님 장터'가 취급 품목을 2만 개로 늘렸다. 식자재, 포장 용기, 주방 소모품을 한곳에서 주문할 수 있고, 작은 가게도 소량을 도매가로 살 수 있다.",
          '이번 확대로 친환경 포장 용기 전용관이 새로 생겼다. 재활용이 쉬운 단일 소재 용기와 다회용기 세척 서비스를 함께 소개해, 사장님이 포장재를 바꿀 때 드는 시간과 비용을 줄였다.',
        ],
      },
      en: {
        title: 'Owner Supply Market grows to 20,000 products',
        subtitle: 'Ingredients to packaging in one place, at wholesale prices even in small quantities',
        body: [
          'The Owner Supply Market, our wholesale mall for restaurant owners, now carries 20,000 products. Owners can order ingredients, packaging and kitchen supplies in one place, and small restaurants can buy small quantities at wholesale prices.',
          'The expansion adds a dedicated section for eco-friendly packaging. It brings together easily recyclable single-material containers and a washing service for reusable containers, cutting the time and cost of switching packaging.',
        ],
      },
    },
  },
  {
    date: '2023-11-20',
    text: {
      ko: {
        title: '다회용기 배달, 서울 전역으로 확대',
        subtitle: '주문할 때 다회용기를 고르면 수거·세척까지 한 번에',
        body: [
          '배달프렌즈가 다회용기 배달 서비스를 서울 25개 구 전역으로 넓힌다. 고객이 주문 화면에서 다회용기를 선택하면 음식이 세척된 다회용기에 담겨 오고, 다 먹은 용기는 문 앞에 두면 전문 업체가 수거해 세척한다.',
          '지난해 일부 지역에서 시작한 시범 사업에서는 일회용 용기 약 140만 개를 줄이는 효과가 있었다. 참여 가게에는 용기 대여료와 세척비를 지원한다.',
          '배달프렌즈는 다회용기 이용 고객에게 포인트를 적립해 주는 등 참여를 늘릴 방안을 함께 운영할 계획이다.',
        ],
      },
      en: {
        title: 'Reusable-container delivery expands across Seoul',
        subtitle: 'Choose a reusable container at checkout, and collection and washing are taken care of',
        body: [
          'Baedal Friends is extending its reusable-container delivery to all 25 districts of Seoul. Customers who choose the option at checkout get their food in a washed reusable container, leave it at the door when they are done, and a specialist partner collects and washes it.',
          'The pilot that began in parts of the city last year avoided about 1.4 million single-use containers. Participating restaurants receive support for container rental and washing costs.',
          'The company will also reward customers who choose reusable containers with points, among other ways of encouraging take-up.',
        ],
      },
    },
  },
]

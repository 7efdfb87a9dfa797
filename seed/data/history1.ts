import type { MonthSeed, YearSeed } from '../types'

/** One milestone: month, goal (ko, en), goalDetail (ko, en). */
export function m(month: number, goalKo: string, goalEn: string, detailKo: string, detailEn: string): MonthSeed {
  return { month, goal: { ko: goalKo, en: goalEn }, goalDetail: { ko: detailKo, en: detailEn } }
}

/** The timeline, 2010–2017. */
export const history1: YearSeed[] = [
  {
    year: 2010,
    summary: {
      ko: '동네 가게와 이웃을 잇는 배달 앱으로 첫발을 내디뎠습니다.',
      en: 'We took our first step as a delivery app connecting neighbourhood restaurants and their neighbours.',
    },
    months: [
      m(
        6,
        '배달프렌즈 설립',
        'Baedal Friends founded',
        '직원 5명이 서울의 작은 사무실에서 회사를 세웠습니다.',
        'Five people founded the company in a small office in Seoul.',
      ),
      m(
        11,
        '배달프렌즈 앱 출시',
        'Baedal Friends app launched',
        '동네 배달 가게의 메뉴를 한곳에서 보고 전화로 주문하는 앱을 선보였습니다.',
        'Our app brought the menus of local delivery restaurants together in one place, with ordering by phone.',
      ),
    ],
  },
  {
    year: 2011,
    summary: {
      ko: '전국으로 서비스를 넓히고 고객 리뷰를 도입했습니다.',
      en: 'We went nationwide and introduced customer reviews.',
    },
    months: [
      m(
        3,
        '전국 서비스 시작',
        'Nationwide service',
        '서울과 수도권에 이어 전국 주요 도시에서 서비스를 시작했습니다.',
        'After Seoul and the capital area, we launched in major cities across the country.',
      ),
      m(
        9,
        '고객 리뷰 기능 도입',
        'Customer reviews introduced',
        '고객이 남긴 리뷰와 사장님 답글로 가게와 고객이 소통하기 시작했습니다.',
        'Customer reviews and owner replies gave restaurants and customers a way to talk to each other.',
      ),
    ],
  },
  {
    year: 2012,
    summary: {
      ko: '사장님을 위한 관리 포털과 앱 결제를 열었습니다.',
      en: 'We opened a portal for owners and in-app payment.',
    },
    months: [
      m(
        4,
        '사장님 라운지 오픈',
        'Owners’ Lounge opened',
        '사장님이 메뉴와 주문, 리뷰를 직접 관리하는 포털을 열었습니다.',
        'A portal where owners manage their menus, orders and reviews themselves.',
      ),
      m(
        10,
        '앱 간편결제 도입',
        'In-app payment',
        '전화 주문을 넘어 앱에서 바로 주문하고 결제할 수 있게 됐습니다.',
        'Customers could now order and pay in the app instead of calling.',
      ),
      m(
        12,
        '누적 주문 1,000만 건',
        '10 million orders',
        '서비스 시작 2년 만에 누적 주문 1,000만 건을 넘었습니다.',
        'Two years after launch, total orders passed 10 million.',
      ),
    ],
  },
  {
    year: 2013,
    summary: {
      ko: '배달 가게가 없던 맛집까지 배달을 연결했습니다.',
      en: 'We brought delivery to restaurants that had never delivered before.',
    },
    months: [
      m(
        5,
        '라이더 배달 서비스 시작',
        'Rider delivery service',
        '배달 인력이 없는 가게도 배달할 수 있도록 협력사 라이더와 함께하는 배달을 시작했습니다.',
        'With partner riders, restaurants without their own delivery staff could start delivering.',
      ),
      m(
        11,
        '업무 원칙 선포',
        'Work principles declared',
        '구성원이 함께 지켜 갈 일하는 방식을 업무 원칙으로 정리했습니다.',
        'We wrote down the way we work as principles shared by every colleague.',
      ),
    ],
  },
  {
    year: 2014,
    summary: {
      ko: '첫 무료 글꼴을 공개하며 브랜드 문화를 나누기 시작했습니다.',
      en: 'We released our first free font and began sharing our brand culture.',
    },
    months: [
      m(
        3,
        '첫 무료 글꼴 공개',
        'First free font released',
        '새벽 시장의 간판 글씨에서 출발한 배프 새벽체를 누구나 무료로 쓸 수 있게 공개했습니다.',
        'BF Saebyeok, inspired by early-morning market signs, was released free for everyone.',
      ),
      m(
        8,
        '고객센터 24시간 운영',
        '24-hour customer service',
        '고객센터를 24시간 연중무휴 체제로 바꿨습니다.',
        'Our customer centre began operating 24 hours a day, every day.',
      ),
    ],
  },
  {
    year: 2015,
    summary: {
      ko: '사장님 교육과 두 번째 글꼴로 동네 가게와 더 가까워졌습니다.',
      en: 'Owner training and a second font brought us closer to local restaurants.',
    },
    months: [
      m(
        6,
        '사장님 교육센터 개관',
        'Owner training centre opened',
        '메뉴 사진 찍기, 리뷰 응대 등 가게 운영 강의를 무료로 열었습니다.',
        'Free classes on running a restaurant, from photographing dishes to answering reviews.',
      ),
      m(
        10,
        '배프 골목체 공개',
        'BF Golmok released',
        '골목 가게들의 간판 글씨를 다듬은 두 번째 무료 글꼴을 공개했습니다.',
        'Our second free font, refined from the lettering of alleyway shops.',
      ),
    ],
  },
  {
    year: 2016,
    summary: {
      ko: '사장님 전용 도매몰을 열어 가게 운영 비용을 낮췄습니다.',
      en: 'We opened a wholesale mall for owners to lower the cost of running a restaurant.',
    },
    months: [
      m(
        2,
        '사장님 장터 오픈',
        'Owner Supply Market opened',
        '식자재와 포장 용기를 도매가로 살 수 있는 사장님 전용 도매몰을 열었습니다.',
        'A wholesale mall where owners buy ingredients and packaging at wholesale prices.',
      ),
      m(
        7,
        '배프 국밥체 공개',
        'BF Gukbap released',
        '뚝배기처럼 둥글고 묵직한 세 번째 무료 글꼴을 공개했습니다.',
        'Our third free font, round and hearty like an earthenware bowl.',
      ),
    ],
  },
  {
    year: 2017,
    summary: {
      ko: '라이더 전용 앱을 내놓고 안전교육을 의무화했습니다.',
      en: 'We launched an app for riders and made safety training compulsory.',
    },
    months: [
      m(
        5,
        '프렌즈 라이더 앱 출시',
        'Friends Rider app launched',
        '배차, 길 안내, 정산을 한 앱에서 처리하는 라이더 전용 앱을 출시했습니다.',
        'An app for riders that handles dispatch, navigation and earnings in one place.',
      ),
      m(
        5,
        '배프 라이더체 공개',
        'BF Rider released',
        '달리는 라이더의 속도감을 담은 기울임 글꼴을 공개했습니다.',
        'An italic font capturing the speed of a rider on the move.',
      ),
      m(
        11,
        '라이더 안전교육 의무화',
        'Compulsory rider safety training',
        '모든 신규 라이더가 배차 전에 안전교육을 이수하도록 했습니다.',
        'Every new rider now completes safety training before taking orders.',
      ),
    ],
  },
]

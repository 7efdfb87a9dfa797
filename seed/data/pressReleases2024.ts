import type { ArticleSeed } from '../types'

/** Press releases, 2024. */
export const pressReleases2024: ArticleSeed[] = [
  {
    date: '2024-01-10',
    text: {
      ko: {
        title: '영세 사장님 중개 수수료 2.5% 인하',
        subtitle: '연 매출 3억 원 이하 가게 대상… 1년간 한시 적용',
        body: [
          '배달프렌즈가 연 매출 3억 원 이하 영세 가게의 중개 수수료를 2.5% 낮춘다고 10일 밝혔다. 인하된 수수료는 2월 정산분부터 1년간 적용되며, 대상 가게에는 별도 신청 없이 자동으로 반영된다.',
          '고물가로 재료비 부담이 커진 소상공인의 상황을 고려한 조치다. 배달프렌즈는 이번 인하로 전국 약 9만 개 가게가 혜택을 받을 것으로 보고 있다.',
          '사장님은 사장님 라운지의 정산 메뉴에서 인하 전후 수수료를 비교해 볼 수 있다.',
        ],
      },
      en: {
        title: 'Commission cut by 2.5% for small restaurants',
        subtitle: 'Restaurants with annual sales up to 300 million won benefit for one year',
        body: [
          'Baedal Friends said on the 10th that it will lower the commission for small restaurants with annual sales of 300 million won or less by 2.5%. The lower rate applies from the February settlement for one year, automatically and without any application.',
          'The measure responds to the rising cost of ingredients that small business owners face. The company expects about 90,000 restaurants nationwide to benefit.',
          'Owners can compare their commission before and after the cut in the settlement menu of the Owners’ Lounge.',
        ],
      },
    },
  },
  {
    date: '2024-02-19',
    text: {
      ko: {
        title: '자율주행 로봇 배송, 아파트 단지에서 첫 시범 운영',
        subtitle: '공동현관부터 집 앞까지… 엘리베이터와 연동해 스스로 이동',
        body: [
          '배달프렌즈가 경기도 성남시의 한 아파트 단지에서 자율주행 배달로봇 시범 운영을 시작했다. 라이더가 단지 입구의 거점에 음식을 맡기면, 로봇이 공동현관과 엘리베이터를 스스로 통과해 고객의 집 앞까지 음식을 전달한다.',
          '배달로봇은 단지 안 이동을 맡아 라이더의 대기 시간을 줄이고, 고객은 앱에서 로봇의 위치를 실시간으로 확인할 수 있다. 도착하면 앱 알림과 함께 적재함 잠금이 풀린다.',
          '배달프렌즈는 6개월간의 시범 운영에서 안전성과 이용 만족도를 점검한 뒤 운영 단지를 늘릴 계획이다.',
        ],
      },
      en: {
        title: 'Self-driving robots start delivering inside apartment complexes',
        subtitle: 'From the building entrance to the front door, riding the lifts on their own',
        body: [
          'Baedal Friends has begun a pilot of self-driving delivery robots at an apartment complex in Seongnam, Gyeonggi Province. Riders hand the food over at a hub by the complex entrance, and a robot takes it through the lobby doors and lifts to the customer’s front door.',
          'The delivery robot covers the trip inside the complex, which cuts riders’ waiting time, and customers can follow it live in the app. When it arrives, the app sends a notification and the storage compartment unlocks.',
          'After six months of testing safety and customer satisfaction, the company plans to bring the service to more complexes.',
        ],
      },
    },
  },
  {
    date: '2024-04-02',
    text: {
      ko: {
        title: '친환경 포장재 사용 2.5배 늘어',
        subtitle: '사장님 장터 친환경관 1년… 단일 소재 용기 주문 급증',
        body: [
          '사장님 장터의 친환경 포장 용기 전용관이 문을 연 지 1년 만에, 입점 가게의 친환경 포장재 구매량이 2.5배로 늘었다. 특히 재활용이 쉬운 단일 소재 용기와 종이 빨대의 주문이 크게 증가했다.',
          '배달프렌즈는 친환경 용기를 처음 쓰는 가게에 첫 구매 할인을 제공하고, 고객 주문 화면에 친환경 포장 가게를 표시해 왔다.',
        ],
      },
      en: {
        title: 'Eco-friendly packaging use grows 2.5 times',
        subtitle: 'A year of the eco section in the Owner Supply Market, with single-material containers in demand',
        body: [
          'One year after the eco-friendly packaging section opened in the Owner Supply Market, partner restaurants are buying 2.5 times as much eco-friendly packaging. Orders for easily recyclable single-material containers and paper straws rose most.',
          'Baedal Friends offers a first-purchase discount to restaurants trying eco-friendly containers for the first time, and marks restaurants that use them on the customer order screen.',
        ],
      },
    },
  },
  {
    date: '2024-05-14',
    text: {
      ko: {
        title: "매장 주문을 태블릿 하나로, '프렌즈 테이블오더' 출시",
        subtitle: '테이블에서 메뉴 보고 바로 주문·결제… 배달 주문과 함께 관리',
        body: [
          "배달프렌즈가 매장 식사 손님을 위한 '프렌즈 테이블오더'를 출시했다. 손님은 테이블에 놓인 태블릿이나 QR 코드로 메뉴를 보고 바로 주문하고 결제할 수 있다.",
          '매장 주문은 배달·픽업 주문과 같은 주문 접수 화면에 함께 들어와, 사장님이 여러 기기를 오가며 확인할 필요가 없다. 외국어 메뉴판도 자동으로 제공된다.',
          '출시 후 3개월 동안은 태블릿 대여료를 받지 않는다.',
        ],
      },
      en: {
        title: 'Friends Table Order: dine-in ordering from a single tablet',
        subtitle: 'Guests browse, order and pay at the table, managed alongside delivery orders',
        body: [
          'Baedal Friends launched Friends Table Order for dine-in guests. Guests browse the menu on a tablet at their table, or through a QR code, and order and pay right away.',
          'Dine-in orders arrive on the same order screen as delivery and pick-up orders, so owners no longer switch between devices. Menus in other languages are provided automatically.',
          'Tablet rental is free for the first three months after launch.',
        ],
      },
    },
  },
  {
    date: '2024-06-25',
    text: {
      ko: {
        title: '2030년까지 사회공헌에 2,000억 원 투자',
        subtitle: '라이더 안전, 소상공인 상생, 결식 이웃 지원에 집중',
        body: [
          '배달프렌즈가 2030년까지 사회공헌 사업에 총 2,000억 원을 투자하겠다고 25일 발표했다. 투자는 라이더 안전, 소상공인 상생, 결식 우려 이웃 지원의 세 분야에 집중된다.',
          { heading: '세 가지 중점 분야' },
          '라이더 안전 분야에서는 안전 장비 지원과 교육을 확대하고, 소상공인 상생 분야에서는 창업 교육과 금융 지원을 늘린다. 결식 우려 아동과 어르신에게는 동네 가게의 식사를 배달하는 급식 지원 사업을 전국으로 넓힌다.',
          '배달프렌즈는 매년 지속가능경영보고서를 통해 투자 내역과 성과를 공개할 예정이다.',
        ],
      },
      en: {
        title: 'Baedal Friends to invest 200 billion won in social programmes by 2030',
        subtitle: 'Focused on rider safety, shared growth with small businesses, and meals for people in need',
        body: [
          'Baedal Friends announced on the 25th that it will invest a total of 200 billion won in social programmes by 2030. The investment focuses on three areas: rider safety, shared growth with small businesses, and support for neighbours at risk of going hungry.',
          { heading: 'Three focus areas' },
          'For rider safety, we will expand safety equipment and training. For small businesses, we will provide more start-up education and financial support. For children and older people at risk of missing meals, we will take our programme that delivers meals from neighbourhood restaurants nationwide.',
          'The company will report its spending and results every year in its sustainability report.',
        ],
      },
    },
  },
  {
    date: '2024-08-20',
    text: {
      ko: {
        title: "사내 개발자 밋업 'BF DEV 2024' 성료",
        subtitle: '개발자 600여 명 참석… 배차와 검색 기술 경험 공유',
        body: [
          "배달프렌즈의 개발자 밋업 'BF DEV 2024'가 600여 명이 참석한 가운데 마무리됐다. 올해 행사에서는 실시간 배차 시스템, 메뉴 검색 개선, 대규모 주문 처리 경험 등 16개 세션이 진행됐다.",
          '모든 발표 영상은 배달프렌즈 기술 블로그에서 누구나 볼 수 있다.',
        ],
      },
      en: {
        title: "Developer meetup 'BF DEV 2024' wraps up",
        subtitle: 'Some 600 developers share lessons on dispatch and search',
        body: [
          "Baedal Friends' developer meetup, BF DEV 2024, closed with some 600 attendees. Sixteen sessions covered our real-time dispatch system, better menu search and handling orders at scale.",
          'Recordings of every talk are available to everyone on the Baedal Friends tech blog.',
        ],
      },
    },
  },
  {
    date: '2024-09-30',
    text: {
      ko: {
        title: '모바일 상품권 출시… 동네 가게에서도 사용',
        subtitle: '1만 원부터 10만 원까지, 메시지 카드와 함께 선물',
        body: [
          '배달프렌즈가 앱에서 주문할 때 쓸 수 있는 모바일 상품권을 출시했다. 1만 원부터 10만 원까지 금액을 고를 수 있고, 메시지 카드와 함께 메신저나 문자로 선물할 수 있다.',
          '상품권은 배달과 픽업 주문, 프렌즈마트 장보기에 모두 쓸 수 있으며 유효기간은 5년이다. 기업 고객을 위한 대량 구매 창구도 함께 열었다.',
        ],
      },
      en: {
        title: 'Mobile gift cards launch, usable at neighbourhood restaurants',
        subtitle: 'From 10,000 to 100,000 won, sent with a message card',
        body: [
          'Baedal Friends launched mobile gift cards that can be spent on orders in the app. Buyers choose an amount from 10,000 to 100,000 won and send it with a message card by messenger or text.',
          'Gift cards can be used for delivery, pick-up and Friends Mart orders, and are valid for five years. A bulk-purchase desk for business customers opened at the same time.',
        ],
      },
    },
  },
  {
    date: '2024-11-12',
    text: {
      ko: {
        title: '30분 장보기 프렌즈마트, 전국 6대 광역시로 확대',
        subtitle: '신선식품부터 생활용품까지 1만 종… 도심형 물류센터 20곳 운영',
        body: [
          '배달프렌즈의 퀵커머스 장보기 서비스 프렌즈마트가 서울과 수도권에 이어 부산, 대구, 인천, 광주, 대전, 울산으로 서비스 지역을 넓혔다. 주문 후 평균 30분 안에 신선식품과 생활용품을 받아볼 수 있다.',
          '프렌즈마트는 도심형 물류센터 20곳에서 1만여 종의 상품을 취급한다. 프렌즈마트 고객센터는 매일 오전 6시부터 새벽 1시까지 운영된다.',
        ],
      },
      en: {
        title: 'Friends Mart 30-minute grocery delivery reaches six more major cities',
        subtitle: '10,000 products, from fresh food to household goods, from 20 urban fulfilment centres',
        body: [
          'Friends Mart, our quick-commerce grocery service, now serves Busan, Daegu, Incheon, Gwangju, Daejeon and Ulsan as well as Seoul and the capital area. Fresh food and household goods arrive in about 30 minutes on average.',
          'Friends Mart stocks around 10,000 products across 20 urban fulfilment centres. The Friends Mart customer centre is open every day from 6:00 a.m. to 1:00 a.m.',
        ],
      },
    },
  },
  {
    date: '2024-12-18',
    text: {
      ko: {
        title: '묶음배달과 직행배달, 고객이 직접 고른다',
        subtitle: '배달팁 아끼는 묶음배달, 한 집만 바로 가는 직행배달',
        body: [
          '배달프렌즈가 주문 화면에서 배달 방식을 직접 고를 수 있는 기능을 도입했다. 같은 방향의 주문을 함께 나르는 묶음배달은 배달팁이 저렴하고, 라이더가 한 번에 한 집만 찾아가는 직행배달은 더 빨리 도착한다.',
          '예상 도착 시간과 배달팁은 두 방식 모두 주문 전에 표시된다. 프렌즈클럽 회원은 두 방식 모두 무료배달 혜택을 받는다.',
        ],
      },
      en: {
        title: 'Bundle or direct delivery: customers now choose',
        subtitle: 'Bundle delivery saves on fees; direct delivery goes to one home only',
        body: [
          'Customers can now choose how their order is delivered. Bundle delivery, which combines orders heading the same way, has a lower delivery fee; with direct delivery the rider takes one order at a time, so it arrives sooner.',
          'Estimated arrival times and fees are shown for both options before ordering. Friends Club members get free delivery with either option.',
        ],
      },
    },
  },
]

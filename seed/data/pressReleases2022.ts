import type { ArticleSeed } from '../types'

const riderSupport = { ko: '라이더지원실', en: 'Rider Support Office' }
const ownerSupport = { ko: '사장님지원실', en: 'Owner Support Office' }

/** Press releases, 2022 (the oldest in the newsroom). */
export const pressReleases2022: ArticleSeed[] = [
  {
    date: '2022-01-12',
    text: {
      ko: {
        title: '라이더 안전교육센터 문 열어… 실습 중심 무료 교육',
        subtitle: '서울 구로에 첫 센터, 빗길 제동·야간 주행 등 실제 도로 상황 훈련',
        source: riderSupport.ko,
        body: [
          '배달프렌즈가 서울 구로구에 라이더 안전교육센터를 열었다고 12일 밝혔다. 센터에는 강의실과 함께 이륜차 실습 코스가 마련돼, 라이더가 빗길 제동, 야간 주행, 교차로 우회전처럼 사고가 잦은 상황을 직접 연습해 볼 수 있다.',
          '교육은 배달프렌즈와 계약한 배달 협력사 소속 라이더라면 누구나 무료로 받을 수 있다. 기본 과정은 하루 4시간이며, 과정을 마친 라이더에게는 헬멧과 무릎 보호대 같은 안전 장비 구입비를 지원한다.',
          '배달프렌즈는 올해 안에 부산과 대전에도 교육센터를 열어, 한 해 1만 명 이상의 라이더가 교육을 받을 수 있도록 할 계획이다.',
        ],
      },
      en: {
        title: 'Rider safety training centre opens, with free hands-on courses',
        subtitle:
          'The first centre, in Guro, Seoul, trains riders for wet braking, night riding and other real road conditions',
        source: riderSupport.en,
        body: [
          'Baedal Friends said on the 12th that it has opened a rider safety training centre in Guro-gu, Seoul. Alongside classrooms, the centre has a motorcycle practice course where riders can rehearse the situations in which accidents happen most, such as braking on wet roads, riding at night and turning right at junctions.',
          'Training is free for every rider working with one of our delivery partner companies. The basic course takes four hours, and riders who complete it receive support towards safety equipment such as helmets and knee guards.',
          'The company plans to open centres in Busan and Daejeon later this year, so that more than 10,000 riders a year can be trained.',
        ],
      },
    },
  },
  {
    date: '2022-02-09',
    text: {
      ko: {
        title: '배달프렌즈 앱, 화면낭독기와 큰 글씨 모드 지원',
        subtitle: '시각장애인·고령 고객 의견 반영해 주문 전 과정의 접근성 개선',
        body: [
          '배달프렌즈가 시각장애인과 고령 고객이 앱을 더 쉽게 쓸 수 있도록 접근성을 개선한 새 버전을 9일 배포했다. 가게 검색부터 메뉴 선택, 결제, 배달 현황 확인까지 주문의 모든 단계가 화면낭독기로 읽히도록 버튼과 이미지에 설명을 붙였다.',
          '글자를 최대 두 배까지 키우는 큰 글씨 모드와 색 대비를 높인 고대비 모드도 새로 생겼다. 메뉴를 사진으로만 올려 둔 가게에는 메뉴 이름과 가격을 글자로도 등록하도록 안내해, 화면낭독기 이용자도 메뉴를 빠짐없이 확인할 수 있게 했다.',
          '이번 개선은 시각장애인 단체 회원과 어르신 이용자 30여 명이 참여한 사용성 평가를 바탕으로 이뤄졌다. 배달프렌즈는 분기마다 평가를 이어 가며 불편한 점을 계속 고쳐 나갈 계획이다.',
        ],
      },
      en: {
        title: 'Baedal Friends app adds screen reader support and a large-text mode',
        subtitle: 'Every step of ordering made more accessible, shaped by blind and older customers',
        body: [
          'On the 9th Baedal Friends released a new version of its app that is easier for blind and older customers to use. Buttons and images now carry descriptions, so a screen reader can read out every step of an order, from finding a restaurant and choosing dishes to paying and following the delivery.',
          'A new large-text mode enlarges text up to twice its normal size, and a high-contrast mode makes screens easier to read. Restaurants whose menus were uploaded only as photos are being asked to add dish names and prices as text, so that screen reader users do not miss anything.',
          'The changes are based on usability testing with around 30 participants, members of organisations of blind people and older users of the app. The company will repeat the testing every quarter and keep fixing whatever gets in their way.',
        ],
      },
    },
  },
  {
    date: '2022-03-15',
    text: {
      ko: {
        title: '다회용기 배달 시범 사업 시작… 서울 강남·관악 2개 구에서',
        subtitle: '주문할 때 다회용기를 고르면, 다 먹은 용기는 문 앞에서 수거',
        body: [
          '배달프렌즈가 서울 강남구와 관악구에서 다회용기 배달 시범 사업을 15일 시작했다. 고객이 주문 화면에서 다회용기를 선택하면 음식이 세척된 다회용기에 담겨 배달되고, 다 먹은 용기는 수거 가방에 넣어 문 앞에 내놓으면 된다.',
          '수거한 용기는 전문 세척 업체가 애벌 세척, 고온 세척, 건조의 세 단계를 거쳐 다시 가게로 보낸다. 시범 사업에 참여하는 200여 개 가게의 용기 대여료와 세척비는 배달프렌즈가 전액 부담한다.',
          '배달프렌즈는 시범 기간 동안 용기 회수율과 고객 만족도, 가게의 운영 부담을 살펴본 뒤 서비스 지역 확대 여부를 정할 예정이다.',
        ],
      },
      en: {
        title: 'Reusable-container delivery pilot begins in two Seoul districts',
        subtitle: 'Choose a reusable container when ordering, then leave it at the door for collection',
        body: [
          'Baedal Friends began a reusable-container delivery pilot in Gangnam-gu and Gwanak-gu, Seoul, on the 15th. Customers who choose the option on the order screen get their food in a washed reusable container; when they have finished, they put it in the collection bag and leave it outside the door.',
          'A specialist partner collects the containers, puts them through three stages of rinsing, high-temperature washing and drying, and returns them to restaurants. Baedal Friends covers the full cost of container rental and washing for the 200 or so restaurants taking part.',
          'During the pilot the company will look at return rates, customer satisfaction and the workload for restaurants before deciding whether to expand the service.',
        ],
      },
    },
  },
  {
    date: '2022-04-06',
    text: {
      ko: {
        title: "'사장님 안심 보상제' 도입… 배달 중 사고 음식값 전액 보상",
        subtitle: '가게 잘못이 아닌 배달 사고로 생긴 손실은 회사가 부담',
        source: ownerSupport.ko,
        body: [
          "배달프렌즈가 배달 중 일어난 사고로 음식이 파손되거나 분실됐을 때 음식값을 가게에 전액 보상하는 '사장님 안심 보상제'를 6일 도입했다. 그동안은 사고 책임을 가리는 데 시간이 오래 걸려 사장님이 손실을 떠안는 경우가 많았다.",
          '사장님이 사장님 라운지에서 사고가 난 주문을 선택하고 사진을 올리면, 확인을 거쳐 다음 정산 때 음식값이 함께 지급된다. 고객에게는 배달프렌즈가 직접 재배달이나 환불을 안내해, 사장님이 따로 응대하지 않아도 된다.',
        ],
      },
      en: {
        title: 'Owner Protection scheme refunds restaurants for food lost or damaged in delivery',
        subtitle: 'When a delivery goes wrong through no fault of the restaurant, the company bears the cost',
        source: ownerSupport.en,
        body: [
          'Baedal Friends introduced its Owner Protection scheme on the 6th, under which restaurants are refunded in full for food damaged or lost in an accident during delivery. Until now, working out who was responsible took a long time, and owners often ended up absorbing the loss.',
          'Owners select the affected order in the Owners’ Lounge and upload a photo; once it has been checked, the cost of the food is paid with their next settlement. Baedal Friends contacts the customer directly to arrange a redelivery or refund, so owners do not have to deal with it themselves.',
        ],
      },
    },
  },
  {
    date: '2022-04-27',
    text: {
      ko: {
        title: '전통시장 30곳과 손잡고 시장 먹거리 배달·픽업 시작',
        subtitle: '시장 상인 온라인 입점 무료 지원… 떡과 반찬, 전을 앱으로 주문',
        source: ownerSupport.ko,
        body: [
          '배달프렌즈가 전국 전통시장 30곳의 상인회와 업무협약을 맺고, 시장 먹거리를 앱에서 주문할 수 있는 전통시장관을 27일 열었다. 고객은 시장 가게의 떡, 반찬, 전, 분식을 배달로 받거나, 앱으로 미리 주문한 뒤 시장에 들러 바로 찾아가는 픽업 주문으로 받을 수 있다.',
          '배달프렌즈는 온라인 판매가 처음인 상인들을 위해 메뉴 사진 촬영과 가게 등록을 무료로 돕고, 입점 후 6개월 동안 중개 수수료를 받지 않는다. 상인회마다 전담 매니저를 두어 주문 접수 방법도 현장에서 직접 알려 준다.',
          '배달프렌즈는 연말까지 참여 시장을 50곳으로 늘릴 계획이다.',
        ],
      },
      en: {
        title: 'Delivery and pick-up from 30 traditional markets',
        subtitle:
          'Free online onboarding for market traders, so rice cakes, side dishes and savoury pancakes can be ordered in the app',
        source: ownerSupport.en,
        body: [
          'Baedal Friends has signed agreements with the merchant associations of 30 traditional markets across the country, and on the 27th it opened a Traditional Markets section in the app. Customers can have rice cakes, side dishes, savoury pancakes and snacks from market stalls delivered, or order ahead in the app and collect them at the market with a pick-up order.',
          'For traders selling online for the first time, Baedal Friends photographs menus and sets up their listings free of charge, and charges no commission for the first six months. Each merchant association has a dedicated manager who shows traders on site how to take orders.',
          'The company aims to bring the number of participating markets to 50 by the end of the year.',
        ],
      },
    },
  },
  {
    date: '2022-05-18',
    text: {
      ko: {
        title: '고객센터 채팅 상담 24시간 운영… 자주 생기는 주문 문제는 앱에서 바로 해결',
        subtitle: '늦은 밤에도 상담원과 대화, 메뉴 누락과 오배송은 몇 번의 터치로 환불 신청',
        body: [
          '배달프렌즈가 고객센터의 채팅 상담을 24시간 운영으로 확대했다고 18일 밝혔다. 그동안 밤 12시 이후에는 전화 상담만 가능했지만, 이제는 늦은 밤이나 이른 아침에도 앱에서 상담원과 바로 대화할 수 있다.',
          '메뉴가 빠졌거나 다른 음식이 배달된 경우처럼 자주 생기는 문제는 주문 내역에서 사진과 함께 신청하면 상담원 연결 없이 곧바로 환불이나 재배달을 받을 수 있다. 배달프렌즈는 이번 개편으로 고객이 문제를 해결하기까지 걸리는 시간이 평균 절반으로 줄어들 것으로 기대하고 있다.',
          '상담 품질을 높이기 위한 상담원 교육 과정도 새로 만들었다. 모든 상담원은 배달 현장과 가게 운영을 이해할 수 있도록 라이더 동행과 가게 방문 실습을 거친다.',
        ],
      },
      en: {
        title: 'Chat support now open 24 hours, with common order problems solved in the app',
        subtitle: 'Help at any hour, and missing or wrong items refunded in a few taps',
        body: [
          'Baedal Friends said on the 18th that chat support from its customer centre is now available 24 hours a day. Until now only phone support was open after midnight; customers can now talk to an agent in the app late at night or early in the morning.',
          'For the most common problems, such as a missing dish or the wrong food arriving, customers can submit a photo from their order history and get a refund or redelivery straight away, without waiting for an agent. The company expects the change to halve the average time it takes customers to get a problem resolved.',
          'A new training programme for agents has also been introduced. Every agent now rides along with a rider and spends time at a restaurant, so that they understand how deliveries and kitchens actually work.',
        ],
      },
    },
  },
  {
    date: '2022-06-14',
    text: {
      ko: {
        title: "예비 사장님을 위한 무료 창업 교육 '첫 가게 학교' 개교",
        subtitle: '상권 분석부터 메뉴 가격, 위생, 리뷰 응대까지 8주 과정',
        source: ownerSupport.ko,
        body: [
          "배달프렌즈가 예비 창업자와 창업 1년 이내의 초보 사장님을 위한 무료 교육 과정 '첫 가게 학교'를 14일 열었다. 8주 과정으로 상권 분석, 메뉴 가격 정하기, 위생 관리, 리뷰 응대 등 가게 운영의 기본을 다룬다.",
          '강의는 현직 사장님과 외식업 전문가가 맡는다. 수업은 저녁 시간에 온라인과 오프라인으로 함께 진행돼 가게를 운영하면서도 들을 수 있고, 과정 후반에는 배달 주문과 픽업 주문을 함께 받는 가게 운영 실습도 한다.',
          '첫 기수는 80명이며 사장님 라운지에서 신청할 수 있다. 수료생에게는 선배 사장님의 멘토링을 받을 기회가 주어진다.',
        ],
      },
      en: {
        title: 'First Shop School opens: free training for would-be restaurant owners',
        subtitle: 'An eight-week course, from choosing a location and pricing a menu to hygiene and answering reviews',
        source: ownerSupport.en,
        body: [
          'On the 14th Baedal Friends opened First Shop School, a free course for people planning to open a restaurant and for owners in their first year of business. Over eight weeks it covers the basics of running a restaurant: choosing a location, pricing a menu, managing hygiene and answering reviews.',
          'Classes are taught by working owners and food-service experts. They run in the evenings, both online and in person, so owners can attend while running their business, and towards the end of the course students practise running a restaurant that takes both delivery and pick-up orders.',
          'The first class has 80 places, and applications are open in the Owners’ Lounge. Graduates will be offered mentoring from experienced owners.',
        ],
      },
    },
  },
  {
    date: '2022-07-06',
    text: {
      ko: {
        title: '개인정보 보호 국제 표준 ISO/IEC 27701 인증 획득',
        subtitle: '고객·사장님·라이더 개인정보 처리 전 과정이 국제 기준 충족',
        source: '정보보호실',
        body: [
          '배달프렌즈가 개인정보 보호 관리체계에 관한 국제 표준인 ISO/IEC 27701 인증을 획득했다고 6일 밝혔다. 이번 심사에서는 고객의 주문 정보, 사장님의 정산 정보, 라이더의 운행 정보를 수집하고 보관하고 파기하는 전 과정이 국제 기준에 맞게 관리되는지를 확인했다.',
          '배달프렌즈는 인증을 준비하면서 꼭 필요하지 않은 개인정보 수집 항목 12개를 없앴다. 고객 연락처 대신 안심번호를 쓰는 범위를 픽업 주문까지 넓혔고, 배달이 끝난 주소와 연락처는 일정 시간이 지나면 가게와 라이더 화면에서 자동으로 가려지도록 했다.',
          '배달프렌즈는 매년 사후 심사를 받아 인증을 유지할 계획이다.',
        ],
      },
      en: {
        title: 'Baedal Friends earns ISO/IEC 27701 certification for privacy management',
        subtitle: 'The handling of customer, owner and rider personal data meets the international standard',
        source: 'Information Security Office',
        body: [
          'Baedal Friends said on the 6th that it has been certified to ISO/IEC 27701, the international standard for privacy information management. The audit examined whether the collection, storage and deletion of customers’ order details, owners’ settlement details and riders’ trip data meet international standards.',
          'While preparing for certification, the company stopped collecting 12 items of personal data that it did not strictly need. It also extended safe numbers, which stand in for customers’ phone numbers, to pick-up orders, and made addresses and phone numbers disappear automatically from restaurant and rider screens a set time after delivery.',
          'The company will undergo a surveillance audit every year to keep the certification.',
        ],
      },
    },
  },
  {
    date: '2022-07-26',
    text: {
      ko: {
        title: "폭염 속 라이더 쉼터 '잠깐정류장' 전국 15곳 운영",
        subtitle: '냉방 휴게 공간과 시원한 물, 휴대전화 충전까지… 배달 중인 라이더 누구나 무료',
        source: riderSupport.ko,
        body: [
          "배달프렌즈가 여름철 폭염에 대비해 라이더 쉼터 '잠깐정류장'을 서울, 부산, 대구, 광주 등 전국 15곳에서 운영한다. 쉼터에는 냉방이 되는 휴게 공간과 시원한 물, 휴대전화 충전기, 간단한 정비 도구가 마련돼 있다.",
          '쉼터는 어느 배달 플랫폼에서 일하는지와 관계없이 모든 라이더가 무료로 이용할 수 있다. 라이더 앱에는 가까운 쉼터의 위치와 운영 시간이 표시되며, 기온이 35도를 넘는 날에는 휴식을 권하는 알림이 간다.',
          '배달프렌즈는 겨울에는 쉼터를 난방 공간으로 운영하고, 라이더 의견을 들어 쉼터를 계속 늘려 갈 계획이다.',
        ],
      },
      en: {
        title: 'Rider rest stops open at 15 locations as the summer heat peaks',
        subtitle: 'Air-conditioned rooms, cold water and phone charging, free for any rider on the job',
        source: riderSupport.en,
        body: [
          'To help riders through the summer heat, Baedal Friends is running Pit Stop rest areas at 15 locations nationwide, including Seoul, Busan, Daegu and Gwangju. Each has an air-conditioned lounge, cold water, phone chargers and basic repair tools.',
          'The rest stops are free for every rider, whichever delivery platform they work with. The rider app shows the nearest rest stop and its opening hours, and on days above 35°C it sends a reminder to take a break.',
          'In winter the rest stops will be heated, and the company will add more locations based on riders’ feedback.',
        ],
      },
    },
  },
  {
    date: '2022-08-23',
    text: {
      ko: {
        title: "작은 화면에서도 잘 읽히는 무료 글꼴 '배프 한입체' 공개",
        subtitle: '앱 화면과 안내문에 맞춘 고딕 글꼴… 누구나 상업적 용도로도 무료 사용',
        body: [
          "배달프렌즈가 새 무료 글꼴 '배프 한입체'를 23일 공개했다. 배프 한입체는 스마트폰처럼 작은 화면에서도 또렷하게 읽히도록 만든 고딕 계열 글꼴로, 글자 속 공간을 넉넉하게 두고 모양이 비슷한 글자를 쉽게 구별할 수 있게 다듬었다.",
          '새 글꼴은 배달프렌즈 앱의 메뉴 이름과 가격, 주문 안내 문구에 차례로 적용된다. 배프 한입체는 배달프렌즈 웹사이트에서 내려받을 수 있으며, 개인과 기업 누구나 상업적 용도로도 무료로 쓸 수 있다.',
        ],
      },
      en: {
        title: 'BF Hanip: a free font that stays legible on small screens',
        subtitle: 'A sans-serif made for app screens and notices, free for anyone to use, commercially too',
        body: [
          'Baedal Friends released a new free font, BF Hanip, on the 23rd. It is a sans-serif designed to stay crisp on small screens such as smartphones, with generous space inside the letters and shapes refined so that similar characters are easy to tell apart.',
          'The font will gradually be used for dish names, prices and order messages in the Baedal Friends app. BF Hanip can be downloaded from the Baedal Friends website, and individuals and businesses alike can use it free of charge, including for commercial purposes.',
        ],
      },
    },
  },
  {
    date: '2022-09-06',
    text: {
      ko: {
        title: '강원·충북·전남·경북 군 지역 24곳으로 서비스 확대',
        subtitle: '지역 배달 대행사와 협력… 배달 앱 주문이 어렵던 곳에서도 배달·픽업',
        body: [
          '배달프렌즈가 강원, 충북, 전남, 경북의 군 지역 24곳으로 서비스 지역을 넓혔다고 6일 밝혔다. 이들 지역은 인구가 흩어져 있어 그동안 배달 앱으로 주문할 수 있는 가게가 많지 않았다.',
          '배달프렌즈는 지역 배달 대행사와 협력해 라이더를 확보하고, 읍내 가게들의 입점을 도왔다. 가게와 멀리 떨어진 마을의 고객은 앱으로 미리 주문한 뒤 가게에서 바로 찾아가는 픽업 주문을 이용할 수 있다.',
          '새로 입점하는 지역 가게에는 3개월 동안 중개 수수료를 받지 않는다. 배달프렌즈는 내년까지 전국 모든 시·군으로 서비스 지역을 넓힌다는 목표다.',
        ],
      },
      en: {
        title: 'Service reaches 24 rural counties in Gangwon, Chungbuk, Jeonnam and Gyeongbuk',
        subtitle:
          'Working with local delivery agencies to bring delivery and pick-up to places that had little of either',
        body: [
          'Baedal Friends said on the 6th that it has extended its service to 24 rural counties in Gangwon, North Chungcheong, South Jeolla and North Gyeongsang provinces. With their scattered populations, these areas have had few restaurants that could be ordered from through a delivery app.',
          'The company has partnered with local delivery agencies to find riders and has helped restaurants in county towns to join. Customers in villages far from a restaurant can order ahead in the app and collect their food with a pick-up order.',
          'Restaurants joining in these areas pay no commission for three months. The company aims to cover every city and county in the country by next year.',
        ],
      },
    },
  },
  {
    date: '2022-09-28',
    text: {
      ko: {
        title: '프렌즈마트, 성남·수원·용인·고양으로 확대… 첫 경기도 진출',
        subtitle: '서울 밖 첫 서비스 지역, 도심형 물류센터 6곳 새로 열어',
        body: [
          '배달프렌즈의 30분 장보기 서비스 프렌즈마트가 경기도 성남, 수원, 용인, 고양에서 서비스를 시작했다. 지난해 서울에서 출시한 뒤 서울 밖으로 서비스 지역을 넓힌 것은 이번이 처음이다.',
          '배달프렌즈는 네 도시에 도심형 물류센터 6곳을 새로 열고 신선식품과 생활용품 등 7천여 종의 상품을 갖췄다. 주문 후 평균 30분 안팎이면 상품을 받아볼 수 있다.',
        ],
      },
      en: {
        title: 'Friends Mart expands to Seongnam, Suwon, Yongin and Goyang',
        subtitle: 'Its first service area outside Seoul, with six new urban fulfilment centres',
        body: [
          'Friends Mart, our 30-minute grocery delivery service, has launched in Seongnam, Suwon, Yongin and Goyang in Gyeonggi Province. It is the first time the service has gone beyond Seoul since it launched there last year.',
          'Baedal Friends has opened six new urban fulfilment centres in the four cities, stocking around 7,000 products from fresh food to household goods. Orders arrive in about 30 minutes on average.',
        ],
      },
    },
  },
  {
    date: '2022-10-19',
    text: {
      ko: {
        title: "'2022 포용 디지털 서비스 대상' 수상… 누구나 쓰기 쉬운 배달 앱으로 인정",
        subtitle: '화면낭독기 지원과 큰 글씨 모드, 전통시장 상인 온라인 입점 지원 높이 평가',
        body: [
          "배달프렌즈가 소비자 단체와 장애인 단체가 함께 선정하는 '2022 포용 디지털 서비스 대상'에서 플랫폼 부문 대상을 받았다고 19일 밝혔다. 이 상은 나이나 장애, 디지털 경험과 관계없이 누구나 쓸 수 있는 서비스를 만든 기업에 주어진다.",
          '심사위원단은 배달프렌즈가 올해 초 앱에 화면낭독기 지원과 큰 글씨 모드를 도입하고, 디지털 기기에 익숙하지 않은 전통시장 상인들의 온라인 입점을 현장에서 도운 점을 높이 평가했다.',
          '배달프렌즈는 상금 전액을 어르신을 위한 디지털 주문 교육에 기부할 예정이다.',
        ],
      },
      en: {
        title: 'Baedal Friends wins the 2022 Inclusive Digital Service Award',
        subtitle:
          'Recognised for an app anyone can use, from screen reader support to helping market traders go online',
        body: [
          'Baedal Friends said on the 19th that it has won the platform category of the 2022 Inclusive Digital Service Awards, chosen jointly by consumer and disability organisations. The award recognises companies whose services can be used by anyone, whatever their age, disability or digital experience.',
          'The judges highlighted the screen reader support and large-text mode added to the app earlier this year, and the on-site help given to traditional market traders, many of them unfamiliar with digital devices, as they started selling online.',
          'The company will donate the full prize money to digital ordering classes for older people.',
        ],
      },
    },
  },
  {
    date: '2022-11-02',
    text: {
      ko: {
        title: "임직원이 라이더·사장님과 하루를 함께… '현장 하루' 제도 도입",
        subtitle: '모든 임직원이 1년에 하루는 배달 현장이나 가게에서 근무',
        source: '피플팀',
        body: [
          "배달프렌즈가 모든 임직원이 1년에 최소 하루를 배달 현장이나 가게에서 보내는 '현장 하루' 제도를 도입했다. 직원들은 라이더와 함께 배달 경로를 따라가거나 입점 가게에서 주문 접수와 포장을 직접 도우며, 서비스가 실제로 쓰이는 모습을 경험한다.",
          '현장 하루는 정식 근무일로 인정되며, 참여한 직원은 현장에서 발견한 불편을 사내 게시판에 공유한다. 시범 운영 기간에 직원들이 낸 아이디어 가운데 주문 알림음 개선 등 20여 건은 이미 서비스에 반영됐다.',
          '배달프렌즈는 이와 함께 근속 3년마다 2주의 유급 재충전 휴가를 주는 제도도 새로 시행한다.',
        ],
      },
      en: {
        title: 'Field Day: every employee spends a day with riders or restaurant owners',
        subtitle: 'All staff work at least one day a year out on deliveries or in a restaurant',
        source: 'People Team',
        body: [
          'Baedal Friends has introduced Field Day, under which every employee spends at least one day a year out on deliveries or in a restaurant. Staff ride along with riders on their routes, or help partner restaurants take and pack orders, to see how the service is really used.',
          'Field Day counts as a normal working day, and afterwards participants share the problems they spotted on an internal message board. During the trial, more than 20 of their ideas, such as a clearer new-order alert sound, have already made it into the service.',
          'The company is also introducing two weeks of paid recharge leave for every three years of service.',
        ],
      },
    },
  },
  {
    date: '2022-11-23',
    text: {
      ko: {
        title: '배달 음식 안심 봉인 스티커 무료 배포',
        subtitle: '한 번 떼면 다시 붙지 않아 포장 상태를 한눈에… 입점 가게에 100만 장',
        source: ownerSupport.ko,
        body: [
          '배달프렌즈가 배달 음식 포장을 한 번 뜯으면 흔적이 남는 안심 봉인 스티커 100만 장을 입점 가게에 무료로 나눠 준다고 23일 밝혔다. 스티커를 떼면 표면에 무늬가 남아 다시 붙일 수 없어, 고객은 음식을 받았을 때 포장이 열리지 않았는지 한눈에 확인할 수 있다.',
          '스티커는 사장님 장터에서 가게당 1,000장까지 무료로 신청할 수 있고, 배달 주문과 픽업 주문 포장에 모두 쓸 수 있다. 재활용에 방해가 되지 않도록 물에 잘 떨어지는 접착제를 썼다.',
        ],
      },
      en: {
        title: 'Free tamper-evident seals for delivery packaging',
        subtitle: 'A million seals for partner restaurants, showing at a glance whether a package has been opened',
        source: ownerSupport.en,
        body: [
          'Baedal Friends said on the 23rd that it will give partner restaurants one million tamper-evident seals for delivery packaging, free of charge. Once peeled off, a seal leaves a pattern behind and cannot be stuck back on, so customers can see at a glance that their food has not been opened on the way.',
          'Restaurants can order up to 1,000 seals each at no cost from the Owner Supply Market and use them on both delivery and pick-up orders. The adhesive washes off easily in water, so the seals do not get in the way of recycling.',
        ],
      },
    },
  },
  {
    date: '2022-12-14',
    text: {
      ko: {
        title: '메뉴별 알레르기 유발 성분 표시 기능 도입',
        subtitle: '달걀·우유·땅콩 등 주요 성분을 메뉴마다 표시… 피해야 할 성분 빼고 검색',
        body: [
          '배달프렌즈가 메뉴마다 알레르기 유발 성분을 표시하는 기능을 14일 도입했다. 사장님이 사장님 라운지에서 메뉴별로 달걀, 우유, 땅콩, 갑각류 등 들어간 성분을 선택하면, 고객이 보는 메뉴 화면에 성분 정보가 함께 표시된다.',
          '고객이 내 정보에 피해야 할 성분을 등록해 두면 그 성분이 든 메뉴에는 주의 표시가 붙고, 검색할 때 해당 메뉴를 빼고 볼 수도 있다. 성분 정보를 등록한 가게의 메뉴 화면에는 확인 배지가 표시된다.',
          '배달프렌즈는 사장님이 성분 정보를 쉽게 입력할 수 있도록 자주 쓰이는 식재료의 성분 목록을 미리 제공하고, 내년 상반기까지 입점 가게의 절반 이상이 정보를 등록하도록 도울 계획이다.',
        ],
      },
      en: {
        title: 'Allergen information now shown for every dish',
        subtitle: 'Eggs, milk, peanuts and other major allergens listed dish by dish, with search that leaves them out',
        body: [
          'On the 14th Baedal Friends introduced allergen labelling for individual dishes. When owners select in the Owners’ Lounge the allergens each dish contains, such as eggs, milk, peanuts or shellfish, the information appears on the customer’s menu screen.',
          'Customers who save the ingredients they need to avoid in their profile see a warning on dishes that contain them, and can leave those dishes out of their search results. Restaurants that have entered allergen information get a badge on their menu screen.',
          'To make entry easy, the company provides ready-made allergen lists for common ingredients, and aims to help more than half of its partner restaurants add the information by the first half of next year.',
        ],
      },
    },
  },
]

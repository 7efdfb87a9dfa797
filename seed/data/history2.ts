import type { YearSeed } from '../types'
import { m } from './history1'

/** The timeline, 2018–2025. */
export const history2: YearSeed[] = [
  {
    year: 2018,
    summary: {
      ko: '배달을 넘어 픽업 주문으로 주문 방식을 넓혔습니다.',
      en: 'We went beyond delivery with pick-up orders.',
    },
    months: [
      m(
        3,
        '픽업 주문 서비스 시작',
        'Pick-up orders launched',
        '앱으로 주문하고 가게에서 직접 찾아가는 픽업 주문을 시작했습니다.',
        'Customers could order in the app and collect at the restaurant.',
      ),
      m(
        5,
        '배프 꼬마체 공개',
        'BF Kkoma released',
        '어린이날을 맞아 아이들의 글씨로 만든 글꼴을 공개했습니다.',
        'For Children’s Day, a font made from children’s handwriting.',
      ),
    ],
  },
  {
    year: 2019,
    summary: {
      ko: '윤리경영을 선포하고 공정한 거래 문화를 약속했습니다.',
      en: 'We adopted our Code of Ethics and committed to fair trading.',
    },
    months: [
      m(
        2,
        '배프 손편지체 공개',
        'BF Letter released',
        '사장님들의 손편지에서 영감을 얻은 글꼴을 공개했습니다.',
        'A font inspired by owners’ handwritten notes.',
      ),
      m(
        6,
        '윤리경영 선포',
        'Code of Ethics adopted',
        '윤리강령을 제정하고 임직원 비위와 불공정 거래를 신고할 수 있는 제보 채널을 열었습니다.',
        'We adopted a Code of Ethics and opened a channel for reporting misconduct and unfair trading.',
      ),
      m(
        10,
        '배프 장터체 공개',
        'BF Jangteo released',
        '오일장 천막의 붓글씨를 닮은 글꼴을 공개했습니다.',
        'A font resembling brush lettering on market-day awnings.',
      ),
    ],
  },
  {
    year: 2020,
    summary: {
      ko: '비대면 배달과 급식 지원으로 어려운 시기를 함께 건넜습니다.',
      en: 'Contactless delivery and meal support helped us through a hard year together.',
    },
    months: [
      m(
        3,
        '비대면 안심배달 도입',
        'Contactless delivery',
        '음식을 문 앞에 두고 알림으로 알리는 비대면 배달을 기본 옵션으로 도입했습니다.',
        'Leaving food at the door with a notification became a standard option.',
      ),
      m(
        9,
        '배프 보름달체 공개',
        'BF Boreumdal released',
        '한가위 보름달처럼 둥근 글꼴을 공개했습니다.',
        'A font as round as the Chuseok full moon.',
      ),
      m(
        12,
        '아동 급식 지원 사업 시작',
        'Children’s meal programme',
        '결식 우려 아동에게 동네 가게의 식사를 배달하는 사업을 시작했습니다.',
        'We began delivering meals from local restaurants to children at risk of going hungry.',
      ),
    ],
  },
  {
    year: 2021,
    summary: {
      ko: '30분 장보기 프렌즈마트로 퀵커머스를 시작했습니다.',
      en: 'Friends Mart brought 30-minute grocery delivery.',
    },
    months: [
      m(
        4,
        '프렌즈마트 출시',
        'Friends Mart launched',
        '신선식품과 생활용품을 30분 안팎에 배달하는 장보기 서비스를 서울에서 시작했습니다.',
        'Our grocery service delivering fresh food and household goods in about 30 minutes launched in Seoul.',
      ),
      m(
        11,
        '배프 모락모락체 공개',
        'BF Morak released',
        '갓 지은 밥의 김을 닮은 곡선의 글꼴을 공개했습니다.',
        'A font with curves like steam rising from fresh rice.',
      ),
    ],
  },
  {
    year: 2022,
    summary: {
      ko: '다회용기와 창업 교육으로 지속가능한 배달을 준비했습니다.',
      en: 'Reusable containers and start-up training prepared the way for sustainable delivery.',
    },
    months: [
      m(
        3,
        '다회용기 배달 시범 사업',
        'Reusable-container pilot',
        '서울 일부 지역에서 다회용기 배달 시범 사업을 시작했습니다.',
        'We piloted reusable-container delivery in parts of Seoul.',
      ),
      m(
        6,
        "'첫 가게 학교' 개교",
        'First Shop School opened',
        '예비 창업자와 초보 사장님을 위한 무료 교육 과정을 열었습니다.',
        'A free course for would-be founders and new owners.',
      ),
      m(
        8,
        '배프 한입체 공개',
        'BF Hanip released',
        '작은 화면에서도 잘 읽히는 고딕 글꼴을 공개했습니다.',
        'A sans-serif that stays legible on small screens.',
      ),
    ],
  },
  {
    year: 2023,
    summary: {
      ko: '정산 3일, 1인분 카테고리, 구독 멤버십으로 사장님과 고객의 부담을 덜었습니다.',
      en: 'Three-day settlement, a one-portion category and a subscription eased the load on owners and customers.',
    },
    months: [
      m(
        2,
        '정산 주기 3일로 단축',
        'Settlement in three days',
        '모든 입점 가게의 매출 정산 주기를 7일에서 3일로 줄였습니다.',
        'We cut the settlement cycle for every partner restaurant from seven days to three.',
      ),
      m(
        3,
        "1인분 카테고리 '나홀로 한끼' 출시",
        'Solo Meal launched',
        '최소주문금액 없이 1인분을 주문할 수 있는 카테고리를 열었습니다.',
        'A one-portion category with no minimum order.',
      ),
      m(
        5,
        '안전보건 정책 발표',
        'Safety and health policy',
        '모든 배달 협력사의 안전보건 준수 여부를 최소 6개월마다 점검하기로 했습니다.',
        'Every delivery partner’s safety compliance is now checked at least every six months.',
      ),
      m(
        7,
        '프렌즈클럽 출시',
        'Friends Club launched',
        '무료배달 구독 멤버십 프렌즈클럽을 선보였습니다.',
        'We introduced Friends Club, a subscription with free delivery.',
      ),
    ],
  },
  {
    year: 2024,
    summary: {
      ko: '로봇 배송과 테이블오더로 주문의 모든 순간을 새롭게 했습니다.',
      en: 'Robot delivery and table ordering reinvented every step of an order.',
    },
    months: [
      m(
        2,
        '자율주행 로봇 배송 시범 운영',
        'Robot delivery pilot',
        '아파트 단지 안에서 로봇이 집 앞까지 음식을 전하는 시범 운영을 시작했습니다.',
        'Robots began carrying food to front doors inside an apartment complex.',
      ),
      m(
        5,
        '프렌즈 테이블오더 출시',
        'Friends Table Order launched',
        '매장 주문과 결제를 테이블에서 바로 하는 서비스를 출시했습니다.',
        'Guests can now order and pay right at their table.',
      ),
      m(
        6,
        '사회공헌 2,000억 원 투자 발표',
        '200 billion won social investment',
        '2030년까지 사회공헌 사업에 2,000억 원을 투자하겠다고 발표했습니다.',
        'We pledged to invest 200 billion won in social programmes by 2030.',
      ),
      m(
        9,
        '모바일 상품권 출시',
        'Mobile gift cards launched',
        '배달, 픽업, 장보기에 쓸 수 있는 모바일 상품권을 출시했습니다.',
        'Gift cards for delivery, pick-up and grocery orders.',
      ),
    ],
  },
  {
    year: 2025,
    summary: {
      ko: '기후 목표를 세우고 로봇 배송 지역을 넓혔습니다.',
      en: 'We set climate targets and expanded robot delivery.',
    },
    months: [
      m(
        1,
        '기후 로드맵 발표',
        'Climate roadmap',
        '2032년까지 온실가스를 2022년 대비 50% 줄이고 재생에너지 100%로 전환하겠다고 밝혔습니다.',
        'We committed to cut greenhouse gas emissions 50% against 2022 and reach 100% renewable energy by 2032.',
      ),
      m(
        4,
        '로봇 배송 서울 5개 구로 확대',
        'Robot delivery in five districts',
        '캠퍼스와 오피스 빌딩까지 로봇 배송을 넓혔습니다.',
        'Robot delivery reached campuses and office buildings.',
      ),
      m(
        10,
        '프렌즈클럽 회원 500만 명',
        'Five million Friends Club members',
        '프렌즈클럽 회원이 500만 명을 넘었습니다.',
        'Friends Club passed five million members.',
      ),
    ],
  },
]

import type { NoticeSeed } from '../types'

/** Notices, 2024 to mid-2025 (pinned ones included). */
export const notices1: NoticeSeed[] = [
  {
    date: '2024-01-05',
    pinned: true,
    text: {
      ko: {
        title: '고객센터 운영 시간 안내',
        body: [
          '배달프렌즈 고객센터(1600-0000)는 24시간 연중무휴로 운영됩니다. 주문, 배달, 결제와 관련한 문의는 언제든 전화나 앱의 1:1 문의로 남겨 주세요.',
          '프렌즈마트 고객센터(1600-0001)는 매일 오전 6시부터 새벽 1시까지 운영됩니다.',
        ],
      },
      en: {
        title: 'Customer service hours',
        body: [
          'The Baedal Friends customer centre (1600-0000) is open 24 hours a day, every day. For questions about orders, delivery or payment, call us or use one-to-one chat in the app at any time.',
          'The Friends Mart customer centre (1600-0001) is open every day from 6:00 a.m. to 1:00 a.m.',
        ],
      },
    },
  },
  {
    date: '2024-01-22',
    text: {
      ko: {
        title: '설 연휴 프렌즈마트 운영 안내',
        body: [
          '설 연휴 기간에도 프렌즈마트는 정상 운영합니다. 다만 설 당일에는 일부 물류센터의 운영 시간이 오후 2시부터 밤 10시까지로 조정됩니다.',
        ],
      },
      en: {
        title: 'Friends Mart over the Lunar New Year holiday',
        body: [
          'Friends Mart stays open over the Lunar New Year holiday. On New Year’s Day itself, some fulfilment centres will operate from 2:00 p.m. to 10:00 p.m. only.',
        ],
      },
    },
  },
  {
    date: '2024-02-26',
    text: {
      ko: {
        title: '위치기반서비스 이용약관 개정 안내',
        body: [
          '위치기반서비스 이용약관이 2024년 3월 27일부터 개정 시행됩니다. 자율주행 로봇 배송 이용 시 로봇 위치 정보 제공에 관한 조항이 추가됩니다.',
          '개정 약관에 동의하지 않으시는 경우 시행일 전까지 고객센터로 알려 주시면 서비스 이용 계약을 해지할 수 있습니다.',
        ],
      },
      en: {
        title: 'Changes to the location-based services terms',
        body: [
          'Our location-based services terms will change on March 27, 2024. A new clause covers the location data we share when a self-driving robot delivers your order.',
          'If you do not agree with the new terms, please let customer service know before that date and you may end your service agreement.',
        ],
      },
    },
  },
  {
    date: '2024-04-15',
    text: {
      ko: {
        title: '시스템 정기 점검 안내 (4월 23일 새벽)',
        body: [
          '보다 안정적인 서비스를 위해 4월 23일(화) 오전 3시부터 5시까지 시스템 정기 점검을 진행합니다. 점검 시간에는 주문과 결제가 일시적으로 제한됩니다. 이용에 불편을 드려 죄송합니다.',
        ],
      },
      en: {
        title: 'Scheduled maintenance (early hours of April 23)',
        body: [
          'To keep our service reliable, we will carry out scheduled maintenance on Tuesday, April 23, from 3:00 a.m. to 5:00 a.m. Ordering and payment will be briefly unavailable. We apologise for the inconvenience.',
        ],
      },
    },
  },
  {
    date: '2024-06-03',
    text: {
      ko: {
        title: '배달프렌즈 무료 글꼴 신규 공개 안내',
        body: [
          '배달프렌즈의 열두 번째 무료 글꼴 배프 또박또박체를 공개합니다. 글꼴 페이지에서 내려받아 개인과 기업 누구나 상업적 용도로도 자유롭게 사용할 수 있습니다. 단, 글꼴 파일 자체를 판매하는 것은 허용되지 않습니다.',
        ],
      },
      en: {
        title: 'A new free font is out',
        body: [
          'Our twelfth free font, BF Ttobak, is now available on the fonts page. Anyone, individual or business, may use it freely, including for commercial purposes. Selling the font files themselves is not permitted.',
        ],
      },
    },
  },
  {
    date: '2024-07-30',
    text: {
      ko: {
        title: '사칭 문자 주의 안내',
        body: [
          '최근 배달프렌즈를 사칭해 상품권 당첨을 안내하며 링크 클릭을 유도하는 문자가 확인되고 있습니다. 배달프렌즈는 문자로 결제 정보나 비밀번호를 요구하지 않습니다.',
          '의심스러운 문자를 받으셨다면 링크를 누르지 마시고 고객센터로 알려 주세요.',
        ],
      },
      en: {
        title: 'Beware of text messages impersonating us',
        body: [
          'We have seen text messages claiming to be from Baedal Friends that announce a gift card prize and ask you to click a link. Baedal Friends never asks for payment details or passwords by text message.',
          'If you receive a suspicious message, do not click the link; please report it to customer service.',
        ],
      },
    },
  },
  {
    date: '2024-09-09',
    text: {
      ko: {
        title: '추석 연휴 고객센터 및 정산 일정 안내',
        body: [
          '추석 연휴에도 고객센터는 24시간 운영합니다.',
          '연휴 기간에 발생한 매출은 연휴 이후 첫 영업일부터 순서대로 정산되며, 정산 주기 3영업일은 연휴를 제외하고 계산됩니다.',
        ],
      },
      en: {
        title: 'Customer service and settlement over the Chuseok holiday',
        body: [
          'Customer service remains open 24 hours a day over the Chuseok holiday.',
          'Sales made during the holiday are settled in order from the first business day afterwards; the three-business-day settlement cycle does not count the holiday.',
        ],
      },
    },
  },
  {
    date: '2024-11-01',
    text: {
      ko: {
        title: '프렌즈마트 서비스 지역 확대 안내',
        body: [
          '11월 12일부터 프렌즈마트 서비스 지역이 부산, 대구, 인천, 광주, 대전, 울산으로 확대됩니다. 앱에서 주소를 설정하면 이용 가능 여부를 확인할 수 있습니다.',
        ],
      },
      en: {
        title: 'Friends Mart is coming to more cities',
        body: [
          'From November 12, Friends Mart will also serve Busan, Daegu, Incheon, Gwangju, Daejeon and Ulsan. Set your address in the app to see whether it is available where you are.',
        ],
      },
    },
  },
  {
    date: '2024-12-20',
    text: {
      ko: {
        title: '전자금융거래 이용약관 개정 안내',
        body: [
          '모바일 상품권 환불 기준을 명확히 하기 위해 전자금융거래 이용약관이 2025년 1월 20일부터 개정 시행됩니다. 주요 변경 내용은 앱의 약관 메뉴에서 확인할 수 있습니다.',
        ],
      },
      en: {
        title: 'Changes to the electronic financial transactions terms',
        body: [
          'To make the refund rules for mobile gift cards clearer, our electronic financial transactions terms will change on January 20, 2025. A summary of the changes is in the terms menu of the app.',
        ],
      },
    },
  },
  {
    date: '2025-02-03',
    pinned: true,
    text: {
      ko: {
        title: '윤리경영 제보 채널 운영 안내',
        body: [
          '배달프렌즈는 임직원의 비윤리 행위와 불공정 거래를 신고할 수 있는 제보 채널을 운영합니다. 거래상 지위 남용, 거래 거절, 계약서 미교부, 판촉 비용 전가 등 공정거래법 위반이 의심되는 행위를 제보할 수 있습니다.',
          '제보자의 신원은 철저히 비밀로 보호되며, 처리 결과를 안내받으시려면 이메일이나 휴대전화 번호를 남겨 주세요.',
        ],
      },
      en: {
        title: 'Our ethics reporting channel',
        body: [
          'Baedal Friends runs a channel for reporting unethical conduct by staff and unfair trade practices, such as abuse of a dominant trading position, refusal to deal, failure to provide a written contract, or shifting promotion costs onto suppliers.',
          'Reporters’ identities are kept strictly confidential. To hear the outcome, please leave an email address or mobile number.',
        ],
      },
    },
  },
  {
    date: '2025-03-31',
    text: {
      ko: {
        title: '서비스 이용약관 개정 안내',
        body: [
          '묶음배달과 직행배달 선택 기능 도입에 따라 서비스 이용약관이 2025년 4월 30일부터 개정 시행됩니다. 배달 방식별 배달팁 안내 조항이 추가됩니다.',
        ],
      },
      en: {
        title: 'Changes to the terms of service',
        body: [
          'With the introduction of the choice between bundle and direct delivery, our terms of service will change on April 30, 2025. A clause explaining delivery fees for each option is being added.',
        ],
      },
    },
  },
  {
    date: '2025-05-12',
    text: {
      ko: {
        title: '라이더 안전교육 온라인 과정 개편 안내',
        body: [
          '프렌즈 라이더 앱의 안전교육 과정이 새롭게 개편됩니다. 교통 법규, 기상 악화 시 운행 요령, 응급 처치 등 필수 과정을 모바일에서 언제든 수강할 수 있습니다.',
        ],
      },
      en: {
        title: 'The online rider safety course has been renewed',
        body: [
          'The safety course in the Friends Rider app has been redesigned. Riders can take the required modules, covering traffic law, riding in bad weather and first aid, on their phones at any time.',
        ],
      },
    },
  },
]

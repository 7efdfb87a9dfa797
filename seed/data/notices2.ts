import type { NoticeSeed } from '../types'

/** Notices, mid-2025 to 2026. */
export const notices2: NoticeSeed[] = [
  {
    date: '2025-06-23',
    text: {
      ko: {
        title: '장마철 배달 지연 안내',
        body: [
          '장마철에는 라이더의 안전을 위해 기상 특보 지역의 배차가 줄어들어 배달이 평소보다 늦어질 수 있습니다. 고객 여러분의 너른 양해 부탁드립니다.',
        ],
      },
      en: {
        title: 'Possible delivery delays during the rainy season',
        body: [
          'During the rainy season, dispatch is reduced in areas under weather warnings to keep riders safe, so deliveries may take longer than usual. Thank you for your understanding.',
        ],
      },
    },
  },
  {
    date: '2025-07-15',
    text: {
      ko: {
        title: '개인정보 처리방침 개정 안내 (2025년 8월 1일 시행)',
        body: [
          '개인정보 처리방침이 2025년 8월 1일부터 개정 시행됩니다. 불공정거래 신고 정보의 보유 기간과 파기 절차를 명확히 하고, 개인정보 보호책임자 연락처를 변경했습니다.',
          {
            text: '개정 전후 내용은 개인정보 처리방침 페이지에서 확인할 수 있습니다.',
            link: { label: '개인정보 처리방침 보기', url: '/policy' },
          },
        ],
      },
      en: {
        title: 'Privacy policy update (effective August 1, 2025)',
        body: [
          'Our privacy policy will change on August 1, 2025. The update clarifies how long we keep unfair-trade reports and how they are destroyed, and changes the contact details of our privacy officer.',
          {
            text: 'The privacy policy is published in Korean.',
            link: { label: 'View the privacy policy', url: '/policy' },
          },
        ],
      },
    },
  },
  {
    date: '2025-08-25',
    text: {
      ko: {
        title: "개발자 컨퍼런스 'BF_DEV 2025' 참가 신청 안내",
        body: [
          'BF_DEV 2025 참가 신청을 9월 30일까지 받습니다. 참가비는 무료이며, 신청자가 많을 경우 추첨으로 참가자를 정합니다.',
        ],
      },
      en: {
        title: "Registration for the 'BF_DEV 2025' developer conference",
        body: [
          'Registration for BF_DEV 2025 is open until September 30. Attendance is free; if there are more applicants than places, attendees will be drawn by lot.',
        ],
      },
    },
  },
  {
    date: '2025-09-29',
    text: {
      ko: {
        title: '추석 연휴 배달비 지원 이벤트 안내',
        body: [
          '추석 연휴 기간 동안 동네 가게에서 주문하면 배달팁 일부를 배달프렌즈가 지원합니다. 지원 금액은 가게와 지역에 따라 다르며, 주문 화면에서 확인할 수 있습니다.',
        ],
      },
      en: {
        title: 'Delivery fee support over the Chuseok holiday',
        body: [
          'Over the Chuseok holiday, Baedal Friends will cover part of the delivery fee when you order from a neighbourhood restaurant. The amount depends on the restaurant and area and is shown on the order screen.',
        ],
      },
    },
  },
  {
    date: '2025-11-10',
    text: {
      ko: {
        title: '프렌즈 라이더 앱 최소 지원 버전 변경 안내',
        body: [
          '안전 기능 강화에 따라 12월 1일부터 프렌즈 라이더 앱 5.0 미만 버전은 사용할 수 없습니다. 앱 스토어에서 최신 버전으로 업데이트해 주세요.',
        ],
      },
      en: {
        title: 'Minimum supported version of the Friends Rider app',
        body: [
          'Because of new safety features, versions of the Friends Rider app below 5.0 will stop working on December 1. Please update to the latest version from your app store.',
        ],
      },
    },
  },
  {
    date: '2025-12-15',
    text: {
      ko: {
        title: '연말 나눔 캠페인 기부 내역 안내',
        body: [
          '연말 나눔 캠페인에 참여해 주신 고객 여러분께 감사드립니다. 고객 기부금과 회사 매칭 기부금으로 마련한 식사 10만 끼는 지역 아동센터와 복지관을 통해 전달됩니다. 상세 내역은 지속가능경영 페이지에 공개합니다.',
        ],
      },
      en: {
        title: 'Where the year-end donations go',
        body: [
          'Thank you to everyone who joined the year-end giving campaign. The 100,000 meals funded by your donations and our matching gift are being delivered through local children’s centres and welfare centres. Full details will be published on our sustainability page.',
        ],
      },
    },
  },
  {
    date: '2026-01-12',
    pinned: true,
    text: {
      ko: {
        title: '무료 글꼴·음원 라이선스 안내',
        body: [
          '배달프렌즈가 배포하는 무료 글꼴과 음원은 개인과 기업 누구나 상업적, 비상업적 용도로 자유롭게 사용하고 수정할 수 있습니다.',
          '다만 글꼴 파일이나 음원 파일 자체를 유료로 판매하거나 재배포하여 판매하는 행위는 금지됩니다. 자세한 내용은 각 라이선스 페이지를 확인해 주세요.',
        ],
      },
      en: {
        title: 'Licence for our free fonts and music',
        body: [
          'The free fonts and music that Baedal Friends distributes may be used and modified freely by anyone, individuals and businesses alike, for commercial and non-commercial purposes.',
          'Selling the font or music files themselves, on their own or repackaged, is prohibited. Please see each licence page for details.',
        ],
      },
    },
  },
  {
    date: '2026-02-09',
    text: {
      ko: {
        title: '브랜드 스토어 오픈 기념 배송비 무료 안내',
        body: ['배달프렌즈 브랜드 스토어 오픈을 기념해 2월 한 달 동안 모든 주문의 배송비를 받지 않습니다.'],
      },
      en: {
        title: 'Free shipping to celebrate the brand store opening',
        body: [
          'To celebrate the opening of the Baedal Friends brand store, shipping is free on every order throughout February.',
        ],
      },
    },
  },
  {
    date: '2026-03-23',
    text: {
      ko: {
        title: '시스템 정기 점검 안내 (3월 31일 새벽)',
        body: [
          '3월 31일(화) 오전 2시부터 4시까지 결제 시스템 정기 점검을 진행합니다. 점검 시간에는 상품권 구매와 환불이 일시적으로 제한됩니다.',
        ],
      },
      en: {
        title: 'Scheduled maintenance (early hours of March 31)',
        body: [
          'Our payment system will undergo scheduled maintenance on Tuesday, March 31, from 2:00 a.m. to 4:00 a.m. Gift card purchases and refunds will be briefly unavailable.',
        ],
      },
    },
  },
  {
    date: '2026-05-06',
    text: {
      ko: {
        title: '사장님 라운지 로그인 보안 강화 안내',
        body: [
          '5월 20일부터 사장님 라운지에 로그인할 때 2단계 인증이 필수로 적용됩니다. 휴대전화 인증 또는 인증 앱을 미리 등록해 주세요.',
        ],
      },
      en: {
        title: 'Stronger sign-in security for the Owners’ Lounge',
        body: [
          'From May 20, two-step verification will be required to sign in to the Owners’ Lounge. Please register a mobile phone or an authenticator app in advance.',
        ],
      },
    },
  },
  {
    date: '2026-07-01',
    text: {
      ko: {
        title: '다회용기 포인트 적립 기준 변경 안내',
        body: ['7월 15일부터 다회용기를 선택한 주문에는 주문 금액과 관계없이 건당 500포인트가 적립됩니다.'],
      },
      en: {
        title: 'Changes to points for reusable containers',
        body: [
          'From July 15, every order placed with a reusable container earns 500 points, whatever the order amount.',
        ],
      },
    },
  },
  {
    date: '2026-09-14',
    text: {
      ko: {
        title: '추석 연휴 프렌즈마트 운영 안내',
        body: [
          '추석 당일에는 프렌즈마트 물류센터 운영 시간이 오후 12시부터 밤 10시까지로 조정됩니다. 그 밖의 연휴 기간은 평소와 같이 오전 6시부터 새벽 1시까지 운영합니다.',
        ],
      },
      en: {
        title: 'Friends Mart over the Chuseok holiday',
        body: [
          'On Chuseok day, Friends Mart fulfilment centres will operate from 12:00 noon to 10:00 p.m. On the other holiday days, hours are as usual, from 6:00 a.m. to 1:00 a.m.',
        ],
      },
    },
  },
  {
    date: '2026-11-16',
    text: {
      ko: {
        title: '겨울철 라이더 안전 수칙 안내',
        body: [
          '기온이 영하로 떨어지는 날에는 노면 결빙에 특히 주의해 주세요. 결빙 예보가 있는 지역에서는 배차가 줄어들 수 있으며, 방한 장갑과 미끄럼 방지 장비를 협력사를 통해 지원합니다.',
        ],
      },
      en: {
        title: 'Winter safety tips for riders',
        body: [
          'On days below freezing, take extra care on icy roads. Dispatch may be reduced in areas where ice is forecast, and winter gloves and anti-slip equipment are provided through delivery partners.',
        ],
      },
    },
  },
]

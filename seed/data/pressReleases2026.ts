import { DRAFT_PRESS_RELEASE_TITLE, SCHEDULED_PRESS_RELEASE_TITLE } from '../fixtures'
import type { ArticleSeed } from '../types'

/** Press releases, 2026, and the two that must stay hidden (a draft and a scheduled one). */
export const pressReleases2026: ArticleSeed[] = [
  {
    date: '2026-02-10',
    text: {
      ko: {
        title: '배달프렌즈 브랜드 스토어 정식 오픈',
        subtitle: '캐릭터 굿즈부터 무료 글꼴 굿즈까지… 수익금 일부는 라이더 안전 기금으로',
        body: [
          '배달프렌즈가 브랜드 굿즈를 판매하는 온라인 브랜드 스토어를 정식으로 열었다. 문구, 주방용품, 생활용품 등 120여 종의 상품을 선보인다.',
          '배달프렌즈 무료 글꼴로 디자인한 한정판 상품도 함께 출시됐다. 판매 수익금의 10%는 라이더 안전 기금에 적립된다.',
        ],
      },
      en: {
        title: 'Baedal Friends brand store officially opens',
        subtitle:
          'From character goods to items set in our free fonts, with part of the proceeds going to rider safety',
        body: [
          'Baedal Friends has officially opened its online brand store, offering around 120 products including stationery, kitchenware and household goods.',
          'Limited-edition items designed with the Baedal Friends free fonts are also on sale. Ten per cent of the proceeds goes to the rider safety fund.',
        ],
      },
    },
  },
  {
    date: '2026-05-19',
    text: {
      ko: {
        title: '정보보호 관리체계 인증 3년 연속 갱신',
        subtitle: '주문·결제·라이더 시스템 전 영역 심사 통과',
        body: [
          '배달프렌즈가 정보보호 및 개인정보보호 관리체계 인증을 3년 연속 갱신했다. 이번 심사는 고객 주문과 결제, 사장님 라운지, 라이더 앱 등 서비스 전 영역을 대상으로 진행됐다.',
          '배달프렌즈는 고객의 연락처가 라이더와 가게에 그대로 노출되지 않도록 안심번호를 기본으로 적용하고, 배달이 끝난 주소 정보는 일정 기간이 지나면 자동으로 가린다.',
          '임직원을 대상으로 한 정보보호 교육과 모의 해킹 훈련도 매년 정기적으로 실시하고 있다.',
        ],
      },
      en: {
        title: 'Information security certification renewed for the third year running',
        subtitle: 'Ordering, payment and rider systems all passed the audit',
        body: [
          'Baedal Friends has renewed its information security and personal data protection certification for the third consecutive year. The audit covered every part of the service, including customer ordering and payment, the Owners’ Lounge and the rider app.',
          'Safe numbers are used by default so that customers’ phone numbers are never shown directly to riders or restaurants, and delivery addresses are masked automatically after a set period.',
          'Staff also take information security training and penetration-testing drills every year.',
        ],
      },
    },
  },
  {
    date: '2026-11-03',
    text: {
      ko: {
        title: '사장님 성장 지원 펀드 500억 원 조성',
        subtitle: '저금리 운영자금과 가게 리모델링 비용 지원… 사장님 장터 포인트도 함께',
        body: [
          '배달프렌즈가 금융기관과 함께 500억 원 규모의 사장님 성장 지원 펀드를 조성했다. 입점 가게는 시중보다 낮은 금리로 운영자금을 빌리거나 가게 리모델링 비용을 지원받을 수 있다.',
          '펀드는 2030년까지 이어지는 사회공헌 투자 계획의 하나로 운영되며, 창업 3년 이내 가게와 매출 규모가 작은 가게를 우선 지원한다. 선정된 가게에는 사장님 장터에서 쓸 수 있는 포인트도 지급한다.',
        ],
      },
      en: {
        title: 'Baedal Friends sets up a 50 billion won growth fund for restaurant owners',
        subtitle: 'Low-interest working capital and renovation support, plus Owner Supply Market points',
        body: [
          'Together with financial institutions, Baedal Friends has set up a 50 billion won growth fund for restaurant owners. Partner restaurants can borrow working capital below market rates or receive support for renovating their premises.',
          'The fund is part of our social investment plan running to 2030. Restaurants less than three years old and those with smaller sales are supported first, and selected restaurants also receive points to spend in the Owner Supply Market.',
        ],
      },
    },
  },
  {
    date: '2026-11-10',
    visibility: 'draft',
    text: {
      ko: {
        title: DRAFT_PRESS_RELEASE_TITLE,
        subtitle: '공개 전 초안입니다',
        body: ['이 문서는 내부검토 중인 초안이며 공개되지 않아야 합니다.'],
      },
      en: {
        title: '[Draft] Friends Club plan changes (for internal review)',
        subtitle: 'Unpublished draft',
        body: ['This document is a draft under internal review and must not be public.'],
      },
    },
  },
  {
    date: '2099-01-01',
    visibility: 'scheduled',
    text: {
      ko: {
        title: SCHEDULED_PRESS_RELEASE_TITLE,
        subtitle: '2099년 1월 1일 공개 예정',
        body: ['이 보도자료는 예약 발행 대상으로, 게시일 전까지 내부검토 목록에서만 보여야 합니다.'],
      },
      en: {
        title: "[Scheduled] New Year's message for 2099",
        subtitle: 'Scheduled for January 1, 2099',
        body: ['This press release is scheduled; until its publish date it must appear only in internal review lists.'],
      },
    },
  },
]

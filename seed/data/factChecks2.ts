import type { ArticleSeed } from '../types'

const source = { ko: '대외협력실', en: 'Corporate Affairs Office' }

/** Issue and fact checks, 2025–2026. */
export const factChecks2: ArticleSeed[] = [
  {
    date: '2025-01-07',
    text: {
      ko: {
        title: '탄소 배출량 산정 방식에 대한 오해를 바로잡습니다',
        subtitle: '라이더 운행 배출량도 산정 범위에 포함하고 있습니다',
        source: source.ko,
        body: [
          '배달프렌즈가 라이더 운행에서 나오는 배출량을 빼고 온실가스 배출량을 적게 발표했다는 지적이 있었습니다. 배달프렌즈는 2022년부터 라이더 운행 배출량을 간접 배출(스코프 3) 항목으로 산정해 공개하고 있습니다.',
          '배출량은 국제 기준에 따라 산정하며 매년 제3자 검증을 받습니다. 배달프렌즈의 장기 목표는 가치사슬 전체의 탄소중립이며, 이를 위해 전기 이륜차 전환과 재생에너지 사용을 단계적으로 늘리고 있습니다.',
        ],
      },
      en: {
        title: 'How we count our carbon emissions: correcting a misunderstanding',
        subtitle: 'Emissions from rider journeys are included in our figures',
        source: source.en,
        body: [
          'It was suggested that Baedal Friends understated its greenhouse gas emissions by leaving out rider journeys. Since 2022, we have calculated and disclosed the emissions from rider journeys as indirect (Scope 3) emissions.',
          'Our emissions are calculated to international standards and verified by a third party every year. Our long-term goal is to become carbon neutral across our whole value chain, and we are steadily increasing electric two-wheelers and renewable energy to get there.',
        ],
      },
    },
  },
  {
    date: '2025-03-18',
    text: {
      ko: {
        title: '구독 해지를 어렵게 만든다는 주장에 대해',
        subtitle: '프렌즈클럽은 앱에서 두 번의 터치로 바로 해지할 수 있습니다',
        source: source.ko,
        body: [
          '프렌즈클럽 해지 절차가 복잡하다는 지적이 있었습니다. 프렌즈클럽은 앱의 마이페이지에서 두 번의 터치로 해지할 수 있으며, 해지 방어를 위한 추가 확인 화면을 두지 않습니다.',
          '해지하더라도 이미 결제한 기간이 끝날 때까지 혜택은 그대로 유지되고, 사용하지 않은 달의 구독료는 전액 환불됩니다.',
        ],
      },
      en: {
        title: 'On claims that cancelling a subscription is made difficult',
        subtitle: 'Friends Club can be cancelled in the app with two taps',
        source: source.en,
        body: [
          'Some have said that cancelling Friends Club is complicated. It can be cancelled from My Page in the app with two taps, and we do not show extra screens designed to talk you out of it.',
          'After cancelling, your benefits continue until the end of the period you have paid for, and any unused month is refunded in full.',
        ],
      },
    },
  },
  {
    date: '2025-06-10',
    text: {
      ko: {
        title: '배차 알고리즘이 특정 라이더에게 불리하다는 주장에 대한 사실 확인',
        subtitle: '배차는 거리와 예상 소요 시간으로만 결정됩니다',
        source: source.ko,
        body: [
          '배차 시스템이 수락률이 낮은 라이더에게 일부러 먼 거리의 주문을 준다는 주장이 있었습니다. 배차는 가게와 라이더의 거리, 예상 소요 시간, 현재 운반 중인 주문만을 기준으로 정해지며 수락률은 반영되지 않습니다.',
          '배달프렌즈는 라이더 단체와 함께 배차 기준 설명회를 정기적으로 열고, 주요 기준을 라이더 앱의 도움말에 공개하고 있습니다.',
        ],
      },
      en: {
        title: 'Fact check: is the dispatch algorithm unfair to some riders?',
        subtitle: 'Dispatch depends only on distance and expected travel time',
        source: source.en,
        body: [
          'It was claimed that our dispatch system deliberately gives distant orders to riders with low acceptance rates. Dispatch is based only on the distance between restaurant and rider, the expected travel time and the orders the rider is already carrying. Acceptance rates play no part.',
          'We hold regular briefings on dispatch criteria with rider organisations and publish the main criteria in the help section of the rider app.',
        ],
      },
    },
  },
  {
    date: '2025-09-02',
    text: {
      ko: {
        title: '입점 가게의 메뉴 가격을 통제한다는 주장, 사실이 아닙니다',
        subtitle: '메뉴 가격은 전적으로 사장님이 정합니다',
        source: source.ko,
        body: [
          '배달프렌즈가 입점 가게에 매장 가격과 같은 배달 가격을 강요한다는 주장이 있었으나 사실이 아닙니다. 메뉴 가격은 사장님이 자유롭게 정하며, 배달프렌즈는 가격 결정에 관여하지 않습니다.',
          '공정한 거래 질서를 해치는 행위를 목격하셨다면 윤리경영 제보 채널로 알려 주십시오. 거래상 지위 남용, 거래 거절 등 불공정 거래 신고를 받고 있습니다.',
        ],
      },
      en: {
        title: 'We do not control the menu prices of partner restaurants',
        subtitle: 'Owners alone decide their prices',
        source: source.en,
        body: [
          'It was claimed that Baedal Friends forces partner restaurants to charge the same prices for delivery as in store. This is not true. Owners set their menu prices freely, and Baedal Friends plays no part in pricing decisions.',
          'If you see anything that undermines fair trading, please tell us through the ethics reporting channel. We accept reports of unfair trade practices such as abuse of a dominant trading position or refusal to deal.',
        ],
      },
    },
  },
  {
    date: '2025-11-25',
    text: {
      ko: {
        title: '프렌즈마트 유통기한 임박 상품 판매 보도에 대한 설명',
        subtitle: '유통기한이 3일 이내로 남은 상품은 할인 표시 후에만 판매합니다',
        source: source.ko,
        body: [
          '프렌즈마트가 유통기한이 임박한 상품을 알리지 않고 판매한다는 보도가 있었습니다. 프렌즈마트는 유통기한이 3일 이내로 남은 상품을 일반 상품과 분리해, 상품 화면에 남은 기한과 할인율을 함께 표시한 뒤에만 판매합니다.',
          '보도에 언급된 사례는 표시 시스템 오류로 확인돼 즉시 바로잡았으며, 해당 주문 고객에게는 전액 환불했습니다.',
        ],
      },
      en: {
        title: 'Friends Mart and products near their expiry date: the facts',
        subtitle: 'Products within three days of expiry are sold only with a clear discount label',
        source: source.en,
        body: [
          'A report claimed that Friends Mart sells products close to their expiry date without telling customers. Friends Mart separates products with three days or less to go and sells them only with the remaining shelf life and the discount shown on the product page.',
          'The case in the report was caused by a labelling system error. It was corrected immediately, and the customers concerned received a full refund.',
        ],
      },
    },
  },
  {
    date: '2026-04-07',
    text: {
      ko: {
        title: '상품권 환불 규정에 대한 사실 확인',
        subtitle: '잔액의 60% 이상을 사용하면 남은 금액을 돌려드립니다',
        source: source.ko,
        body: [
          '배달프렌즈 상품권은 환불이 불가능하다는 글이 공유되고 있으나 사실과 다릅니다. 구매 후 7일 이내에는 전액 환불받을 수 있고, 금액의 60% 이상을 사용한 뒤에는 남은 잔액을 돌려받을 수 있습니다.',
          '환불은 앱의 상품권 메뉴에서 신청할 수 있으며, 선물 받은 상품권은 받은 사람이 환불을 신청할 수 있습니다.',
        ],
      },
      en: {
        title: 'Fact check: gift card refunds',
        subtitle: 'Once 60% or more has been used, the balance can be refunded',
        source: source.en,
        body: [
          'Posts claiming that Baedal Friends gift cards cannot be refunded are wrong. A full refund is available within seven days of purchase, and once 60% or more of the value has been used, the remaining balance can be refunded.',
          'Refunds can be requested from the gift card menu in the app, and the recipient of a gift card can request the refund themselves.',
        ],
      },
    },
  },
  {
    date: '2026-08-25',
    text: {
      ko: {
        title: '배달 협력사 안전보건 점검을 하지 않는다는 보도에 대한 입장',
        subtitle: '모든 협력사는 최소 6개월마다 점검을 받고 있습니다',
        source: source.ko,
        body: [
          '배달프렌즈가 배달 협력사의 안전보건 점검을 형식적으로 하거나 생략한다는 보도가 있었습니다. 배달프렌즈의 안전보건 정책에 따라 모든 배달 협력사는 최소 6개월마다 준수 여부를 점검받으며, 올해 상반기에도 전체 협력사에 대한 점검을 마쳤습니다.',
          '점검에서 지적된 사항은 협력사별 개선 계획으로 관리하고 있으며, 개선되지 않은 협력사와는 계약 갱신을 하지 않습니다.',
        ],
      },
      en: {
        title: 'Our response to reports that partner safety checks are skipped',
        subtitle: 'Every partner is checked at least every six months',
        source: source.en,
        body: [
          'A report claimed that Baedal Friends carries out safety and health checks of its delivery partners only on paper, or skips them. Under our safety and health policy, every delivery partner is checked for compliance at least every six months, and checks of all partners for the first half of this year are complete.',
          'Issues raised in checks are tracked through an improvement plan for each partner, and we do not renew contracts with partners that fail to improve.',
        ],
      },
    },
  },
]

import type { BannerSeed } from '../types'

/**
 * The Main hero slides as the site launched with them (they were bundled in the `home` strings
 * before editors could change them), in their order. The pictures are drawn by the seed.
 */
export const banners: BannerSeed[] = [
  {
    key: 'delivery',
    url: '/service/order',
    art: { colors: ['#087f5b', '#0b3d2e'], icon: 'scooter', variant: 1 },
    text: {
      ko: {
        eyebrow: '음식 배달',
        title: '좋은 음식을\n먹고 싶은 곳에서',
        lead: '동네 가게의 따뜻한 한 끼를 집으로, 회사로, 공원으로. 한집배달부터 픽업까지 원하는 방식으로 주문하세요.',
        cta: '배달·포장 서비스 보기',
        alt: '초록 바탕 한가운데 원 안에 그려진 배달 스쿠터',
      },
      en: {
        eyebrow: 'Food delivery',
        title: 'Good food,\nwherever you want it',
        lead: 'A warm meal from your neighbourhood restaurant, brought home, to the office or to the park. Order one-stop, bundled or for pick-up.',
        cta: 'See delivery & pick-up',
        alt: 'A delivery scooter drawn in a circle on a green background',
      },
    },
  },
  {
    key: 'commerce',
    url: '/service/commerce',
    art: { colors: ['#0c8599', '#0b3c49'], icon: 'cart', variant: 2 },
    text: {
      ko: {
        eyebrow: '프렌즈마트',
        title: '장보기도\n문 앞에서 끝나니까',
        lead: '신선식품부터 생활용품까지. 필요한 순간, 필요한 만큼만 빠르게 배달합니다.',
        cta: '커머스 서비스 보기',
        alt: '청록 바탕 한가운데 원 안에 그려진 장바구니',
      },
      en: {
        eyebrow: 'Friends Mart',
        title: 'Groceries,\ndone at your door',
        lead: 'Fresh food and everyday essentials, delivered fast, in just the amount you need.',
        cta: 'See commerce',
        alt: 'A shopping cart drawn in a circle on a teal background',
      },
    },
  },
  {
    key: 'partners',
    url: '/service/ceo',
    art: { colors: ['#343a40', '#15191d'], icon: 'helmet', variant: 3 },
    text: {
      ko: {
        eyebrow: '사장님과 라이더',
        title: '함께 일하는 사람의\n내일까지 생각합니다',
        lead: '3일 정산과 사장님 장터, 라이더 안전교육으로 파트너가 안심하고 일할 수 있게 돕습니다.',
        cta: '사장님·라이더 서비스 보기',
        alt: '짙은 회색 바탕 한가운데 원 안에 그려진 라이더 헬멧',
      },
      en: {
        eyebrow: 'Owners and riders',
        title: 'We think about tomorrow\nfor the people we work with',
        lead: 'Three-day settlement, the Owner Supply Market and rider safety training help our partners work with peace of mind.',
        cta: 'See owner & rider services',
        alt: 'A rider helmet drawn in a circle on a dark grey background',
      },
    },
  },
  {
    key: 'sustainability',
    url: '/sustainability/happiness',
    art: { colors: ['#2b8a3e', '#123d1c'], icon: 'leaf', variant: 4 },
    text: {
      ko: {
        eyebrow: '지속가능경영',
        title: '2030년까지\n사회공헌 2,000억 원',
        lead: '다회용기 배달, 재생에너지 전환, 아동 급식 지원까지. 한 끼가 만드는 변화를 키워 갑니다.',
        cta: '지속가능경영 보기',
        alt: '숲색 바탕 한가운데 원 안에 그려진 나뭇잎',
      },
      en: {
        eyebrow: 'Sustainability',
        title: '200 billion won\nfor society by 2030',
        lead: 'Reusable containers, renewable energy and meals for children: we keep growing the good a single meal can do.',
        cta: 'See sustainability',
        alt: 'A leaf drawn in a circle on a forest-green background',
      },
    },
  },
]

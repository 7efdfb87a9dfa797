import type { FontSeed } from '../types'

/** The 13 free fonts, oldest first (their `order`). */
export const fonts: FontSeed[] = [
  {
    shortName: 'BFSaebyeok',
    released: { year: 2014, month: 3 },
    name: { ko: '배프 새벽체', en: 'BF Saebyeok' },
    description: {
      ko: '새벽 시장의 손글씨 간판에서 출발한 첫 번째 글꼴입니다. 굵고 단단한 획이 멀리서도 또렷하게 읽힙니다.',
      en: 'Our first font, inspired by the hand-painted signs of early-morning markets. Its thick, sturdy strokes read clearly from afar.',
    },
    palette: ['#2ac1bc', '#1b8f8b', '#ffffff'],
  },
  {
    shortName: 'BFGolmok',
    released: { year: 2015, month: 10 },
    name: { ko: '배프 골목체', en: 'BF Golmok' },
    description: {
      ko: '오래된 골목 가게들의 간판 글씨를 모아 다듬었습니다. 살짝 기울어진 획에 정겨운 분위기가 담겨 있습니다.',
      en: 'Refined from the lettering of old alleyway shops, with slightly slanted strokes full of warmth.',
    },
    palette: ['#ff8a65', '#d84315', '#ffffff'],
  },
  {
    shortName: 'BFGukbap',
    released: { year: 2016, month: 7 },
    name: { ko: '배프 국밥체', en: 'BF Gukbap' },
    description: {
      ko: '뚝배기처럼 둥글고 묵직한 글꼴입니다. 메뉴판과 포스터 제목에 잘 어울립니다.',
      en: 'Round and hearty like an earthenware bowl, this font suits menus and poster headlines.',
    },
    palette: ['#8d6e63', '#4e342e', '#fff3e0'],
  },
  {
    shortName: 'BFRider',
    released: { year: 2017, month: 5 },
    name: { ko: '배프 라이더체', en: 'BF Rider' },
    description: {
      ko: '달리는 라이더의 속도감을 담은 기울임 글꼴입니다. 짧은 문구를 힘 있게 보여 줍니다.',
      en: 'An italic font that captures the speed of a rider on the move, giving short phrases real energy.',
    },
    palette: ['#42a5f5', '#1565c0', '#ffffff'],
  },
  {
    shortName: 'BFKkoma',
    released: { year: 2018, month: 5 },
    name: { ko: '배프 꼬마체', en: 'BF Kkoma' },
    description: {
      ko: '어린이날을 맞아 아이들의 글씨를 바탕으로 만든 글꼴입니다. 삐뚤빼뚤한 자형이 귀엽습니다.',
      en: 'Made for Children’s Day from children’s own handwriting, with charmingly uneven letterforms.',
    },
    palette: ['#ffd54f', '#ffa000', '#3e2723'],
  },
  {
    shortName: 'BFLetter',
    released: { year: 2019, month: 2 },
    name: { ko: '배프 손편지체', en: 'BF Letter' },
    description: {
      ko: '배달 봉투에 남긴 사장님들의 손편지에서 영감을 얻었습니다. 본문에도 편안하게 읽힙니다.',
      en: 'Inspired by the handwritten notes owners tuck into delivery bags. It reads comfortably even in body text.',
    },
    palette: ['#f48fb1', '#c2185b', '#ffffff'],
  },
  {
    shortName: 'BFJangteo',
    released: { year: 2019, month: 10 },
    name: { ko: '배프 장터체', en: 'BF Jangteo' },
    description: {
      ko: '오일장 천막에 붓으로 쓴 글씨처럼 자유로운 글꼴입니다. 행사 현수막에 잘 어울립니다.',
      en: 'As free as brush lettering on a market-day awning, ideal for event banners.',
    },
    palette: ['#66bb6a', '#2e7d32', '#ffffff'],
  },
  {
    shortName: 'BFBoreumdal',
    released: { year: 2020, month: 9 },
    name: { ko: '배프 보름달체', en: 'BF Boreumdal' },
    description: {
      ko: '한가위 보름달처럼 둥근 획을 가진 글꼴입니다. 부드럽고 따뜻한 인상을 줍니다.',
      en: 'Rounded like the full moon at Chuseok, it gives a soft and warm impression.',
    },
    palette: ['#3949ab', '#1a237e', '#fff59d'],
  },
  {
    shortName: 'BFMorak',
    released: { year: 2021, month: 11 },
    name: { ko: '배프 모락모락체', en: 'BF Morak' },
    description: {
      ko: '갓 지은 밥에서 피어오르는 김을 닮은 곡선이 특징입니다. 음식 사진과 함께 쓰기 좋습니다.',
      en: 'Its curves recall steam rising from freshly cooked rice, and it pairs well with food photography.',
    },
    palette: ['#ef5350', '#b71c1c', '#ffffff'],
  },
  {
    shortName: 'BFHanip',
    released: { year: 2022, month: 8 },
    name: { ko: '배프 한입체', en: 'BF Hanip' },
    description: {
      ko: '작은 화면에서도 잘 읽히도록 만든 고딕 계열 글꼴입니다. 앱 화면과 안내문에 알맞습니다.',
      en: 'A sans-serif designed to stay legible on small screens, suited to app interfaces and notices.',
    },
    palette: ['#26a69a', '#00695c', '#ffffff'],
  },
  {
    shortName: 'BFBookshop',
    released: { year: 2023, month: 4 },
    name: { ko: '배프 동네책방체', en: 'BF Bookshop' },
    description: {
      ko: '동네 책방의 손글씨 추천 카드를 닮은 명조 계열 글꼴입니다. 긴 글에도 차분하게 어울립니다.',
      en: 'A serif font modelled on the handwritten recommendation cards of neighbourhood bookshops, calm enough for long texts.',
    },
    palette: ['#a1887f', '#5d4037', '#fffde7'],
  },
  {
    shortName: 'BFTtobak',
    released: { year: 2024, month: 6 },
    name: { ko: '배프 또박또박체', en: 'BF Ttobak' },
    description: {
      ko: '한 글자 한 글자 또박또박 눌러 쓴 글씨를 닮았습니다. 교육 자료와 안내판에 잘 어울립니다.',
      en: 'Like handwriting pressed out one careful letter at a time, it suits learning materials and signage.',
    },
    palette: ['#7e57c2', '#4527a0', '#ffffff'],
  },
  {
    shortName: 'BFSaessak',
    released: { year: 2025, month: 4 },
    name: { ko: '배프 새싹체', en: 'BF Saessak' },
    description: {
      ko: '봄에 돋아나는 새싹처럼 가볍고 산뜻한 글꼴입니다. 친환경 캠페인을 위해 만들었습니다.',
      en: 'Light and fresh like spring shoots, created for our environmental campaigns.',
    },
    palette: ['#9ccc65', '#558b2f', '#ffffff'],
  },
]

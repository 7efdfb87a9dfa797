import type { WritingCategorySeed } from '../types'

/** Categories of the sustainability "together" posts (the legacy "All" entry is added by the API). */
export const writingCategories: WritingCategorySeed[] = [
  {
    key: 'environment',
    koreaName: '환경',
    englishName: 'Environment',
    koreaExplanation: '일회용품을 줄이고 온실가스 배출을 낮추기 위한 배달프렌즈의 노력을 소개합니다.',
    englishExplanation: 'How Baedal Friends is cutting single-use packaging and greenhouse gas emissions.',
    etcName: 'ENV',
    etcExplanation: '다회용기, 친환경 포장, 재생에너지, 전기 이륜차',
    order: 1,
  },
  {
    key: 'partners',
    koreaName: '사장님과 함께',
    englishName: 'With Restaurant Owners',
    koreaExplanation: '동네 가게 사장님과 함께 성장하기 위한 상생 프로그램을 소개합니다.',
    englishExplanation: 'Programmes that help neighbourhood restaurant owners grow with us.',
    etcName: 'PARTNERS',
    etcExplanation: '수수료 지원, 정산, 사장님 라운지, 사장님 장터, 성장 지원 펀드',
    order: 2,
  },
  {
    key: 'riders',
    koreaName: '라이더 안전',
    englishName: 'Rider Safety',
    koreaExplanation: '라이더가 안전하고 건강하게 일할 수 있는 환경을 만드는 일을 소개합니다.',
    englishExplanation: 'Our work to make riding safe and healthy for every rider.',
    etcName: 'RIDERS',
    etcExplanation: '안전보건 정책, 안전교육, 보험, 라이더 쉼터',
    order: 3,
  },
  {
    key: 'people',
    koreaName: '이웃과 구성원',
    englishName: 'Neighbours and Colleagues',
    koreaExplanation: '이웃과 나누고, 구성원이 함께 성장하는 이야기를 전합니다.',
    englishExplanation: 'Stories of sharing with our neighbours and growing together as colleagues.',
    etcName: 'PEOPLE',
    etcExplanation: '급식 지원, 임직원 봉사, 조직문화, 무료 글꼴과 음원',
    order: 4,
  },
]

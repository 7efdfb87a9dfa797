import { COMPANY_NAME, SITE_FACTS } from '../fixtures'
import type { Bilingual } from '../types'

export type CustomerServiceLine = { label: Bilingual<string>; phone: string; hours: Bilingual<string> }

export const siteSettings: {
  companyName: Bilingual<string>
  businessRegistrationNumber: string
  ceo: Bilingual<string>
  address: Bilingual<string>
  email: string
  customerService: CustomerServiceLine[]
  shareImageAlt: Bilingual<string>
} = {
  companyName: { ko: COMPANY_NAME.ko, en: COMPANY_NAME.en },
  businessRegistrationNumber: SITE_FACTS.businessRegistrationNumber,
  ceo: { ko: '김하늘', en: 'Haneul Kim' },
  address: {
    ko: '서울특별시 성동구 아차산로 999, 프렌즈타워',
    en: 'Friends Tower, 999 Achasan-ro, Seongdong-gu, Seoul, Republic of Korea',
  },
  email: SITE_FACTS.email,
  customerService: [
    {
      label: { ko: '고객센터', en: 'Customer Center' },
      phone: SITE_FACTS.mainLine.phone,
      hours: { ko: SITE_FACTS.mainLine.hours.ko, en: SITE_FACTS.mainLine.hours.en },
    },
    {
      label: { ko: '프렌즈마트 고객센터', en: 'Friends Mart Customer Center' },
      phone: SITE_FACTS.martLine.phone,
      hours: { ko: SITE_FACTS.martLine.hours.ko, en: SITE_FACTS.martLine.hours.en },
    },
  ],
  shareImageAlt: { ko: '배달프렌즈 대표 이미지', en: 'Baedal Friends share image' },
}

import type { ConnectionSiteSeed } from '../types'

/** Related websites for the footer dropdown: 1 services, 2 partners' portals, 3 group and affiliates. */
export const connectionSites: ConnectionSiteSeed[] = [
  {
    level: '1',
    order: 1,
    url: 'https://app.baedalfriends.example.com',
    koreaName: '배달프렌즈 앱',
    englishName: 'Baedal Friends App',
  },
  {
    level: '1',
    order: 2,
    url: 'https://mart.baedalfriends.example.com',
    koreaName: '프렌즈마트',
    englishName: 'Friends Mart',
  },
  {
    level: '1',
    order: 3,
    url: 'https://gift.baedalfriends.example.com',
    koreaName: '프렌즈 상품권',
    englishName: 'Friends Gift Cards',
  },
  {
    level: '1',
    order: 4,
    url: 'https://store.baedalfriends.example.com',
    koreaName: '브랜드 스토어',
    englishName: 'Brand Store',
  },
  {
    level: '2',
    order: 1,
    url: 'https://owners.baedalfriends.example.com',
    koreaName: '사장님 라운지',
    englishName: 'Owners’ Lounge',
  },
  {
    level: '2',
    order: 2,
    url: 'https://supply.baedalfriends.example.com',
    koreaName: '사장님 장터',
    englishName: 'Owner Supply Market',
  },
  {
    level: '2',
    order: 3,
    url: 'https://rider.baedalfriends.example.com',
    koreaName: '프렌즈 라이더',
    englishName: 'Friends Rider',
  },
  {
    level: '2',
    order: 4,
    url: 'https://tableorder.baedalfriends.example.com',
    koreaName: '프렌즈 테이블오더',
    englishName: 'Friends Table Order',
  },
  { level: '3', order: 1, url: 'https://careers.baedalfriends.example.com', koreaName: '채용', englishName: 'Careers' },
  {
    level: '3',
    order: 2,
    url: 'https://tech.baedalfriends.example.com',
    koreaName: '기술 블로그',
    englishName: 'Tech Blog',
  },
  {
    level: '3',
    order: 3,
    url: 'https://ethics.baedalfriends.example.com',
    koreaName: '윤리경영 제보센터',
    englishName: 'Ethics Helpline',
  },
  {
    level: '3',
    order: 4,
    url: 'https://foundation.baedalfriends.example.org',
    koreaName: '프렌즈나눔재단',
    englishName: 'Friends Sharing Foundation',
  },
]

import { routePath, type RouteTarget } from './routes'

/**
 * The global menu: one entry per section, its children, and the i18n keys of their labels. A
 * child names its route (`to`, what the section's tab bar links to); `path` is that route's path.
 */
export type MenuItem = { key: string; path: string; to?: RouteTarget; children?: MenuItem[] }

const child = (key: string, to: RouteTarget): MenuItem => ({ key, path: routePath(to), to })

export const menu: MenuItem[] = [
  {
    key: 'company',
    path: '/company/culture',
    children: [
      child('company.culture', { name: 'Company', params: { child: 'culture' } }),
      child('company.history', { name: 'Company', params: { child: 'history' } }),
    ],
  },
  {
    key: 'service',
    path: '/service/order',
    children: [
      child('service.order', { name: 'Service', params: { child: 'order' } }),
      child('service.commerce', { name: 'Service', params: { child: 'commerce' } }),
      child('service.ceo', { name: 'Service', params: { child: 'ceo' } }),
      child('service.culture', { name: 'Service', params: { child: 'culture' } }),
    ],
  },
  {
    key: 'newsroom',
    path: '/newsroom/report',
    children: [
      child('newsroom.report', { name: 'NewsroomReport', query: { page: 1 } }),
      child('newsroom.media', { name: 'NewsroomMedia', query: { page: 1 } }),
      child('newsroom.fact', { name: 'NewsroomFact', query: { page: 1 } }),
      child('newsroom.search', { name: 'NewsroomSearch' }),
    ],
  },
  {
    key: 'sustainability',
    path: '/sustainability/happiness',
    children: [
      child('sustainability.happiness', { name: 'Sustainability', params: { child: 'happiness' } }),
      child('sustainability.together', { name: 'SustainabilityTogether', params: { category: 0 } }),
      child('sustainability.responsibility', { name: 'Sustainability', params: { child: 'responsibility' } }),
      child('sustainability.ethical', { name: 'Sustainability', params: { child: 'ethical' } }),
    ],
  },
  {
    key: 'library',
    path: '/fonts',
    children: [child('library.fonts', { name: 'Fonts' }), child('library.music', { name: 'Music' })],
  },
  {
    key: 'contact',
    path: '/question/partnership',
    children: [
      child('contact.partnership', { name: 'Question', params: { child: 'partnership' } }),
      child('contact.press', { name: 'Question', params: { child: 'press' } }),
      child('contact.other', { name: 'Question', params: { child: 'other' } }),
      child('contact.visit', { name: 'Question', params: { child: 'visit' } }),
      child('contact.ethics', { name: 'InformationCenter', params: { child: 'consult' } }),
      child('contact.notice', { name: 'Notice' }),
    ],
  },
]

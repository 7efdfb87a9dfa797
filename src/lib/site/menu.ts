/** The global menu: one entry per section, its children, and the i18n keys of their labels. */
export type MenuItem = { key: string; path: string; children?: MenuItem[] }

export const menu: MenuItem[] = [
  {
    key: 'company',
    path: '/company/culture',
    children: [
      { key: 'company.culture', path: '/company/culture' },
      { key: 'company.history', path: '/company/history' },
    ],
  },
  {
    key: 'service',
    path: '/service/order',
    children: [
      { key: 'service.order', path: '/service/order' },
      { key: 'service.commerce', path: '/service/commerce' },
      { key: 'service.ceo', path: '/service/ceo' },
      { key: 'service.culture', path: '/service/culture' },
    ],
  },
  {
    key: 'newsroom',
    path: '/newsroom/report',
    children: [
      { key: 'newsroom.report', path: '/newsroom/report' },
      { key: 'newsroom.media', path: '/newsroom/media' },
      { key: 'newsroom.fact', path: '/newsroom/fact' },
      { key: 'newsroom.search', path: '/newsroom/search' },
    ],
  },
  {
    key: 'sustainability',
    path: '/sustainability/happiness',
    children: [
      { key: 'sustainability.happiness', path: '/sustainability/happiness' },
      { key: 'sustainability.together', path: '/sustainability/together/0' },
      { key: 'sustainability.responsibility', path: '/sustainability/responsibility' },
      { key: 'sustainability.ethical', path: '/sustainability/ethical' },
    ],
  },
  {
    key: 'library',
    path: '/fonts',
    children: [
      { key: 'library.fonts', path: '/fonts' },
      { key: 'library.music', path: '/music' },
    ],
  },
  {
    key: 'contact',
    path: '/question/partnership',
    children: [
      { key: 'contact.partnership', path: '/question/partnership' },
      { key: 'contact.press', path: '/question/press' },
      { key: 'contact.other', path: '/question/other' },
      { key: 'contact.visit', path: '/question/visit' },
      { key: 'contact.ethics', path: '/information-center/consult' },
      { key: 'contact.notice', path: '/notice' },
    ],
  },
]

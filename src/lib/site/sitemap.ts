/**
 * Every public page of SPEC §2 that answers 200 by itself (section roots that only redirect are
 * left out, and so is the newsroom search, which SPEC excludes from the sitemap).
 */
export const sitemapStaticPaths: readonly string[] = [
  '/',
  '/company/culture',
  '/company/history',
  '/service/order',
  '/service/commerce',
  '/service/ceo',
  '/service/culture',
  '/newsroom/report',
  '/newsroom/media',
  '/newsroom/fact',
  '/question/partnership',
  '/question/press',
  '/question/other',
  '/question/visit',
  '/sustainability/happiness',
  '/sustainability/together/0',
  '/sustainability/responsibility',
  '/sustainability/ethical',
  '/fonts',
  '/fonts/license',
  '/music',
  '/music/license',
  '/information-center/consult',
  '/information-center/report',
  '/notice',
  '/place',
  '/policy',
]

/** A page of the sitemap, unprefixed (Korean); `lastModified` is ISO. */
export type SitemapPage = { path: string; lastModified?: string }

import { newsroomArticle } from './newsroomArticle'

/** Newsroom press releases (`pressRelease` in code; `report` in their addresses: /newsroom/report, legacy API /api/report). */
export const PressReleases = newsroomArticle('press-releases', {
  singular: { ko: '보도자료', en: 'Press release' },
  plural: { ko: '보도자료', en: 'Press releases' },
})

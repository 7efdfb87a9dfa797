import { newsroomArticle } from './newsroomArticle'

/** Newsroom "report": the company's own press releases. Legacy API: /api/report. */
export const PressReleases = newsroomArticle('press-releases', {
  singular: { ko: '보도자료', en: 'Press release' },
  plural: { ko: '보도자료', en: 'Press releases' },
})

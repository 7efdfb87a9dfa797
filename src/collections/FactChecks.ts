import { newsroomArticle } from './newsroomArticle'

/** Newsroom "fact": issue and fact checks answering reports about the company. Legacy API: /api/fact. */
export const FactChecks = newsroomArticle('fact-checks', {
  singular: { ko: '팩트체크', en: 'Fact check' },
  plural: { ko: '이슈·팩트체크', en: 'Fact checks' },
})

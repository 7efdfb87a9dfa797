import type { ArticleSeed, MediaReportSeed, NoticeSeed, WritingSeed, YearSeed } from '../types'
import { factChecks1 } from './factChecks1'
import { factChecks2 } from './factChecks2'
import { history1 } from './history1'
import { history2 } from './history2'
import { mediaReports1 } from './mediaReports1'
import { mediaReports2 } from './mediaReports2'
import { notices1 } from './notices1'
import { notices2 } from './notices2'
import { hiddenNotices } from './noticesHidden'
import { pressReleases2022 } from './pressReleases2022'
import { pressReleases2023 } from './pressReleases2023'
import { pressReleases2024 } from './pressReleases2024'
import { pressReleases2025 } from './pressReleases2025'
import { pressReleases2026 } from './pressReleases2026'
import { writings1 } from './writings1'
import { writings2 } from './writings2'

export { banners } from './banners'
export { connectionSites } from './connectionSites'
export { fonts } from './fonts'
export { album, tracks } from './music'
export { policies } from './policies'
export { siteSettings } from './siteSettings'
export { writingCategories } from './writingCategories'

export const pressReleases: ArticleSeed[] = [
  ...pressReleases2022,
  ...pressReleases2023,
  ...pressReleases2024,
  ...pressReleases2025,
  ...pressReleases2026,
]
export const factChecks: ArticleSeed[] = [...factChecks1, ...factChecks2]
export const mediaReports: MediaReportSeed[] = [...mediaReports1, ...mediaReports2]
export const notices: NoticeSeed[] = [...notices1, ...notices2, ...hiddenNotices]
export const writings: WritingSeed[] = [...writings1, ...writings2]
export const history: YearSeed[] = [...history1, ...history2]

import { Banners } from './Banners'
import { ConnectionSites } from './ConnectionSites'
import { Downloads } from './Downloads'
import { EthicsReports } from './EthicsReports'
import { FactChecks } from './FactChecks'
import { Fonts } from './Fonts'
import { Images } from './Images'
import { Inquiries } from './Inquiries'
import { MediaReports } from './MediaReports'
import { MusicTracks } from './MusicTracks'
import { Notices } from './Notices'
import { Policies } from './Policies'
import { PressReleases } from './PressReleases'
import { ReportAuditLog } from './ReportAuditLog'
import { StaffAuditLog } from './StaffAuditLog'
import { ReportMessages } from './ReportMessages'
import { Users } from './Users'
import { WritingCategories } from './WritingCategories'
import { Writings } from './Writings'
import { withDraftLimits } from './hooks/draftLimits'

/**
 * Public content names its revalidation hooks in its own file; staff accounts, inquiries and
 * reports are not public. Drafts are held to their fields' lengths (hooks/draftLimits.ts).
 */
export const collections = [
  PressReleases,
  MediaReports,
  FactChecks,
  Banners,
  Notices,
  Writings,
  WritingCategories,
  Fonts,
  MusicTracks,
  ConnectionSites,
  Policies,
  Images,
  Downloads,
  Inquiries,
  EthicsReports,
  ReportMessages,
  ReportAuditLog,
  StaffAuditLog,
  Users,
].map(withDraftLimits)

import { submissionRoute } from '@/lib/submissions'
import { inquirySubmissionKinds } from '@/lib/submissions/kinds/inquiries'
import { reportSubmissionKinds } from '@/lib/reports/kind'

export const dynamic = 'force-dynamic'
export const { POST, GET, PUT, PATCH, DELETE, OPTIONS } = submissionRoute([
  ...inquirySubmissionKinds,
  ...reportSubmissionKinds,
])

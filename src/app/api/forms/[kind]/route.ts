import { submissionRoute } from '@/lib/submissions'
import { inquirySubmissionKinds } from '@/lib/submissions/kinds/inquiries'

export const dynamic = 'force-dynamic'
export const { POST, GET, PUT, PATCH, DELETE, OPTIONS } = submissionRoute(inquirySubmissionKinds)

import type { z } from 'zod'

import { reportSchemas, type ReportKind } from '@/lib/forms/report'

import type { ReportFormValues } from './values'

/**
 * A form's schema, seen as a schema of the browser's values (the consultation form's schema simply
 * ignores `categories`). The form imports this module on first use, so zod is not in the first load.
 */
export const reportSchema = (kind: ReportKind): z.ZodType<ReportFormValues, ReportFormValues> =>
  reportSchemas[kind] as unknown as z.ZodType<ReportFormValues, ReportFormValues>

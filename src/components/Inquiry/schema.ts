import type { z } from 'zod'

import { inquirySchemas, type InquiryKind } from '@/lib/forms/inquiry'

import type { InquiryValues } from './fields'

/**
 * A tab's schema, seen as a schema of the form's values (each tab's values are a subset of them).
 * The form imports this module on first use, so zod is not part of the page's first load.
 */
export const inquirySchema = (kind: InquiryKind): z.ZodType<InquiryValues, InquiryValues> => inquirySchemas[kind]

import { zodResolver } from '@hookform/resolvers/zod'
import type { Resolver } from 'react-hook-form'
import type { z } from 'zod'

import { inquirySchemas, type InquiryKind } from '@/lib/forms/inquiry'

import type { InquiryValues } from './fields'

/**
 * A tab's resolver: its shared zod schema, seen as a schema of the form's values (each tab's
 * values are a subset of them). The form imports this module on first use, so neither zod nor
 * the resolver is part of the page's first load.
 */
export const inquiryResolver = (kind: InquiryKind): Resolver<InquiryValues> =>
  zodResolver(inquirySchemas[kind] as z.ZodType<InquiryValues, InquiryValues>)

import { zodResolver } from '@hookform/resolvers/zod'
import type { Resolver } from 'react-hook-form'
import type { z } from 'zod'

import { reportSchemas, secretSchema, type ReportKind } from '@/lib/forms/report'

import type { ReportFormValues } from './values'

type ValuesSchema = z.ZodType<ReportFormValues, ReportFormValues>

/** zod types a schema by what it parses to (e.g. the report types' enum); the form holds plain strings. */
const onFormValues = (schema: z.ZodType): ValuesSchema => schema as ValuesSchema

/**
 * The resolver of a form: its shared schema (the consultation form's simply ignores `categories`),
 * plus the secret's rule on its own. zod skips an object's refinement once a field's rule aborted
 * (an empty required field), and the reporter should see the password's message with the others.
 * The form imports this module on first use, so zod is not in the page's first load.
 */
export function reportResolver(kind: ReportKind): Resolver<ReportFormValues> {
  const whole = zodResolver(onFormValues(reportSchemas[kind]))
  const secret = zodResolver(onFormValues(secretSchema))
  return async (values, context, options) => {
    const result = await whole(values, context, options)
    if (Object.keys(result.errors).length === 0) return result
    const secretErrors = (await secret(values, context, options)).errors
    return { values: {}, errors: { ...secretErrors, ...result.errors } }
  }
}

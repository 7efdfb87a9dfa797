import { RequestError } from '../guards/errors'
import { RateLimiter } from '../guards/rateLimit'
import { resolveLocale } from '../legacy/params'
import { rateLimit, rateWindowMs } from './config'
import type { SubmissionKind } from './kind'
import { handleSubmission } from './pipeline'
import { ALLOW, submissionFailure } from './respond'

type Context = { params: Promise<{ kind: string }> }

/**
 * The route module of `src/app/api/forms/[kind]/route.ts`: POST submits one of `kinds`; every
 * other method answers 405 with `Allow: POST`. One rate limiter for all the kinds it serves, so a
 * client's submissions count together whichever form they use.
 */
export function submissionRoute(kinds: readonly SubmissionKind[]) {
  const byName = new Map(kinds.map((kind) => [kind.kind, kind]))
  const limiter = new RateLimiter({ name: 'submissions', points: rateLimit, windowMs: rateWindowMs })
  const POST = async (request: Request, context: Context) =>
    handleSubmission(request, (await context.params).kind, byName, limiter)
  const notAllowed = async (request: Request) =>
    submissionFailure(resolveLocale(request), new RequestError('methodNotAllowed'))
  // Next's automatic OPTIONS would list the methods exported below only to refuse them.
  const OPTIONS = async () =>
    new Response(null, { status: 204, headers: { Allow: ALLOW, 'Cache-Control': 'no-store' } })
  return { POST, GET: notAllowed, PUT: notAllowed, PATCH: notAllowed, DELETE: notAllowed, OPTIONS }
}

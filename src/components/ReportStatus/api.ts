import { answerMessage, parseAnswer, postWithProgress, stringRecord, type SendHandlers } from '@/lib/forms/sendForm'
import type { CaseView } from '@/lib/reports/status/contract'

/**
 * The status page's two requests. The lookup is a small JSON POST (fetch); a message goes with
 * XMLHttpRequest, the only browser API that reports upload progress, for its attachment's bar.
 * Neither puts the case number or the secret in a URL.
 */
export type StatusResult =
  | { ok: true; view: CaseView; message?: string }
  /** status 0: no answer at all (offline, connection dropped). */
  | { ok: false; status: number; message?: string; errors?: Record<string, string> }

const isCaseView = (value: unknown): value is CaseView =>
  !!value &&
  typeof value === 'object' &&
  typeof (value as CaseView).caseNumber === 'string' &&
  Array.isArray((value as CaseView).messages)

function toResult(status: number, text: string): StatusResult {
  if (status === 0) return { ok: false, status: 0 }
  const answer = parseAnswer(text)
  const message = answerMessage(answer)
  if (status === 200 && answer.detail === 'success' && isCaseView(answer.data))
    return { ok: true, view: answer.data, message }
  return { ok: false, status, message, errors: stringRecord(answer.errors) }
}

export async function lookupCase(url: string, caseNumber: string, secret: string): Promise<StatusResult> {
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ caseNumber, secret }),
      cache: 'no-store',
      referrerPolicy: 'no-referrer',
    })
    return toResult(response.status, await response.text())
  } catch {
    return { ok: false, status: 0 }
  }
}

export async function postMessage(url: string, body: FormData, handlers: SendHandlers = {}): Promise<StatusResult> {
  const { status, text } = await postWithProgress(url, body, handlers)
  return toResult(status, text)
}

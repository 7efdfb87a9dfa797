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

type Answer = { detail?: unknown; data?: unknown; message?: unknown; errors?: unknown }

function parse(text: string): Answer {
  try {
    const body: unknown = JSON.parse(text)
    return body && typeof body === 'object' ? (body as Answer) : {}
  } catch {
    return {}
  }
}

const isCaseView = (value: unknown): value is CaseView =>
  !!value && typeof value === 'object' && typeof (value as CaseView).caseNumber === 'string' && Array.isArray((value as CaseView).messages)

const stringRecord = (value: unknown): Record<string, string> | undefined => {
  if (!value || typeof value !== 'object') return undefined
  const entries = Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string')
  return entries.length > 0 ? Object.fromEntries(entries) : undefined
}

function toResult(status: number, text: string): StatusResult {
  const answer = parse(text)
  const message = typeof answer.message === 'string' && answer.message.trim() ? answer.message : undefined
  if (status === 200 && answer.detail === 'success' && isCaseView(answer.data)) return { ok: true, view: answer.data, message }
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

export type UploadHandlers = {
  onProgress?: (loaded: number, total: number) => void
  /** The whole body is sent; the server is now checking and storing it. */
  onUploaded?: () => void
}

export function postMessage(url: string, body: FormData, handlers: UploadHandlers = {}): Promise<StatusResult> {
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest()
    xhr.open('POST', url)
    xhr.setRequestHeader('Accept', 'application/json')
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) handlers.onProgress?.(event.loaded, event.total)
    }
    xhr.upload.onload = () => handlers.onUploaded?.()
    xhr.onload = () => resolve(toResult(xhr.status, xhr.responseText))
    xhr.onerror = xhr.onabort = xhr.ontimeout = () => resolve({ ok: false, status: 0 })
    xhr.send(body)
  })
}

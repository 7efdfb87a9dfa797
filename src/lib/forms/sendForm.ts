/**
 * Sends a multipart form with XMLHttpRequest, not fetch: only XHR reports upload progress
 * (`upload.onprogress`), which drives the progress bar of a 30 MB attachment on a slow phone.
 * The answer follows the contract of `/api/forms/{kind}`: `{ detail, data, message, errors }`.
 */
export type SendResult =
  /** `answer`: the other text values of `data` (an ethics report's generated receipt, shown once). */
  | { ok: true; receiptNumber: string; answer: Record<string, string> }
  /** status 0: the request never got an answer (offline, connection dropped). */
  | { ok: false; status: number; message?: string; errors?: Record<string, string> }

export type SendHandlers = {
  /** Bytes of the body sent so far. */
  onProgress?: (loaded: number, total: number) => void
  /** The whole body is sent; the server is now checking and storing it. */
  onUploaded?: () => void
}

type Answer = { detail?: string; data?: { receiptNumber?: unknown } & Record<string, unknown>; message?: unknown; errors?: unknown }

function parse(text: string): Answer {
  try {
    const body: unknown = JSON.parse(text)
    return body && typeof body === 'object' ? (body as Answer) : {}
  } catch {
    return {}
  }
}

const stringRecord = (value: unknown): Record<string, string> | undefined => {
  if (!value || typeof value !== 'object') return undefined
  const entries = Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string')
  return entries.length > 0 ? Object.fromEntries(entries) : undefined
}

export function sendForm(url: string, body: FormData, handlers: SendHandlers = {}): Promise<SendResult> {
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest()
    xhr.open('POST', url)
    xhr.setRequestHeader('X-Requested-With', 'XMLHttpRequest')
    xhr.setRequestHeader('Accept', 'application/json')
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) handlers.onProgress?.(event.loaded, event.total)
    }
    xhr.upload.onload = () => handlers.onUploaded?.()
    xhr.onload = () => {
      const answer = parse(xhr.responseText)
      const receipt = answer.data?.receiptNumber
      if (xhr.status === 200 && answer.detail === 'success' && typeof receipt === 'string') {
        const rest: Record<string, unknown> = { ...answer.data }
        delete rest.receiptNumber
        resolve({ ok: true, receiptNumber: receipt, answer: stringRecord(rest) ?? {} })
        return
      }
      const message = typeof answer.message === 'string' && answer.message.trim() ? answer.message : undefined
      resolve({ ok: false, status: xhr.status, message, errors: stringRecord(answer.errors) })
    }
    xhr.onerror = xhr.onabort = xhr.ontimeout = () => resolve({ ok: false, status: 0 })
    xhr.send(body)
  })
}

/** The `form.errors` key that explains a failed send (0: no answer at all). */
export function failureKey(status: number): string {
  if (status === 0) return 'network'
  if (status === 400) return 'invalid'
  if (status === 403) return 'forbidden'
  if (status === 413) return 'tooLarge'
  if (status === 429) return 'rateLimited'
  if (status === 503) return 'unavailable'
  return 'unknown'
}

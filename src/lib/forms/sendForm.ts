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

type Answer = {
  detail?: string
  data?: { receiptNumber?: unknown } & Record<string, unknown>
  message?: unknown
  errors?: unknown
}

/** A JSON answer as an object, or `{}` for anything else (a proxy's HTML error page, nothing at all). */
export function parseAnswer(text: string): Record<string, unknown> {
  try {
    const body: unknown = JSON.parse(text)
    return body && typeof body === 'object' ? (body as Record<string, unknown>) : {}
  } catch {
    return {}
  }
}

/** The string values of an object (field messages), or undefined when there are none. */
export const stringRecord = (value: unknown): Record<string, string> | undefined => {
  if (!value || typeof value !== 'object') return undefined
  const entries = Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string')
  return entries.length > 0 ? Object.fromEntries(entries) : undefined
}

/** The answer's message, when it has a non-blank one. */
export const answerMessage = (answer: { message?: unknown }): string | undefined =>
  typeof answer.message === 'string' && answer.message.trim() ? answer.message : undefined

/** POSTs `body` with XMLHttpRequest, reporting the upload's progress; status 0 when no answer came. */
export function postWithProgress(
  url: string,
  body: FormData,
  handlers: SendHandlers = {},
): Promise<{ status: number; text: string }> {
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest()
    xhr.open('POST', url)
    xhr.setRequestHeader('X-Requested-With', 'XMLHttpRequest')
    xhr.setRequestHeader('Accept', 'application/json')
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) handlers.onProgress?.(event.loaded, event.total)
    }
    xhr.upload.onload = () => handlers.onUploaded?.()
    xhr.onload = () => resolve({ status: xhr.status, text: xhr.responseText })
    xhr.onerror = xhr.onabort = xhr.ontimeout = () => resolve({ status: 0, text: '' })
    xhr.send(body)
  })
}

export async function sendForm(url: string, body: FormData, handlers: SendHandlers = {}): Promise<SendResult> {
  const { status, text } = await postWithProgress(url, body, handlers)
  if (status === 0) return { ok: false, status: 0 }
  const answer = parseAnswer(text) as Answer
  const receipt = answer.data?.receiptNumber
  if (status === 200 && answer.detail === 'success' && typeof receipt === 'string') {
    const rest: Record<string, unknown> = { ...answer.data }
    delete rest.receiptNumber
    return { ok: true, receiptNumber: receipt, answer: stringRecord(rest) ?? {} }
  }
  return { ok: false, status, message: answerMessage(answer), errors: stringRecord(answer.errors) }
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

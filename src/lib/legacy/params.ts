import { isLocale, type Locale } from '../../i18n/locales'
import type { ListQuery } from '../data/listQuery'
import { badRequest, notFound } from '../http/errors'
import { isIdInRange, MAX_INT32 } from '../ids'

export { LIST_PAGE_SIZE, NEWSROOM_PAGE_SIZE } from '../site/pageSizes'
export const MAX_PAGE_SIZE = 500
export const MAX_KEYWORD_LENGTH = 100

function positiveInt(raw: string | null, name: string, fallback: number, max = MAX_INT32): number {
  if (raw === null) return fallback
  if (!/^\d+$/.test(raw)) throw badRequest(`${name} must be a positive whole number.`)
  const value = Number(raw)
  if (value < 1 || value > max) throw badRequest(`${name} must be between 1 and ${max}.`)
  return value
}

/** Paging and search parameters of a list endpoint (SPEC §7), validated. */
export function parseListQuery(params: URLSearchParams, defaultPageSize: number): ListQuery {
  const pageNumber = positiveInt(params.get('pageNumber'), 'pageNumber', 1)
  const pageSize = positiveInt(params.get('pageSize'), 'pageSize', defaultPageSize, MAX_PAGE_SIZE)

  const rawType = params.get('searchType')
  if (rawType !== null && rawType !== 'TITLE_CONTENT' && rawType !== 'TITLE') {
    throw badRequest('searchType must be TITLE_CONTENT or TITLE.')
  }
  return {
    pageNumber,
    pageSize,
    keyword: parseKeyword(params.get('searchKeyword')),
    searchType: rawType ?? 'TITLE_CONTENT',
  }
}

/** The search word, trimmed; blank means "no search". Control characters cannot be stored text. */
export function parseKeyword(raw: string | null): string | undefined {
  if (raw === null) return undefined
  if ([...raw].length > MAX_KEYWORD_LENGTH) {
    throw badRequest(`searchKeyword must be at most ${MAX_KEYWORD_LENGTH} characters.`)
  }
  if (/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/.test(raw)) {
    throw badRequest('searchKeyword must not contain control characters.')
  }
  const keyword = raw.trim()
  return keyword === '' ? undefined : keyword
}

/**
 * A numeric document id from the path or query. Non-digits are a bad request; a number no
 * Postgres serial can hold simply names nothing.
 */
export function parseId(raw: string | null | undefined, name: string): number {
  if (raw === null || raw === undefined || raw === '') throw badRequest(`${name} is required.`)
  if (!/^\d+$/.test(raw)) throw badRequest(`${name} must be a positive whole number.`)
  const value = Number(raw)
  if (!isIdInRange(value)) throw notFound()
  return value
}

/** An optional id where 0 or absence means "all" (the writing category filter). */
export function parseOptionalId(raw: string | null, name: string): number | undefined {
  if (raw === null || raw === '' || raw === '0') return undefined
  return parseId(raw, name)
}

/**
 * Locale of a legacy request: the `lang` query (ko, en, KR, EN, any case), else the `lang`
 * cookie (KR/EN), else Korean. As SPEC §4 says, EN means English and anything else Korean.
 */
export function resolveLocale(request: Request): Locale {
  const url = new URL(request.url)
  const fromQuery = url.searchParams.get('lang')
  const fromCookie = readCookie(request.headers.get('cookie'), 'lang')
  // An empty `lang=` says nothing, so the cookie still counts.
  const raw = (fromQuery || fromCookie || '').toLowerCase()
  return raw === 'en' ? 'en' : isLocale(raw) ? raw : 'ko'
}

function readCookie(header: string | null, name: string): string | null {
  if (!header) return null
  for (const part of header.split(';')) {
    const [key, ...rest] = part.trim().split('=')
    if (key === name) return rest.join('=')
  }
  return null
}

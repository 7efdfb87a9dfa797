import type { Locale } from '../../i18n/locales'

/**
 * The endpoint's refusals, in the page's language. Only our tracker calls it, and it ignores the
 * answer; the texts are for whoever reads a request in the browser's tools or a log.
 */
const messages = {
  malformed: {
    ko: '이벤트를 읽을 수 없습니다: JSON 형식의 { locale, events } 묶음이 필요합니다.',
    en: 'The events could not be read: a JSON batch of { locale, events } is expected.',
  },
  tooLarge: {
    ko: '한 번에 보낼 수 있는 이벤트 수나 크기를 넘었습니다.',
    en: 'The batch holds too many events or too many bytes.',
  },
  unknownElement: {
    ko: '알 수 없는 요소가 있습니다: {{elements}}',
    en: 'Unknown elements: {{elements}}',
  },
  forbiddenOrigin: {
    ko: '이 사이트의 페이지에서 보낸 이벤트만 받습니다.',
    en: "Only events sent from this site's own pages are accepted.",
  },
  rateLimited: {
    ko: '너무 많은 이벤트를 보냈습니다. 잠시 후 다시 보내 주세요.',
    en: 'Too many events in a short time. Please send them again later.',
  },
  methodNotAllowed: {
    ko: '이 주소는 이벤트 전송(POST)만 받습니다.',
    en: 'This address only accepts events (POST).',
  },
  unavailable: {
    ko: '지금은 이벤트를 저장할 수 없습니다.',
    en: 'Events cannot be stored right now.',
  },
} as const

export type AnalyticsRefusal = keyof typeof messages

export function refusalMessage(locale: Locale, code: AnalyticsRefusal, values: Record<string, string> = {}): string {
  return messages[code][locale].replace(/\{\{(\w+)\}\}/g, (_, key: string) => values[key] ?? '')
}

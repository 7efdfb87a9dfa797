import type { Field, TextFieldSingleValidation } from 'payload'
import { text } from 'payload/shared'

import { labels, type Label } from './labels'
import { customT } from './staffPassword'

/** A required localized title, used as the document title in the admin. */
export const titleField = (): Field => ({
  name: 'title',
  type: 'text',
  localized: true,
  required: true,
  maxLength: 300,
  label: labels.title,
})

/** The one zone publish dates are chosen in: Seoul's, labelled the same in both admin languages. */
const SEOUL_TIME_ZONE = { label: 'KST (UTC+9)', value: 'Asia/Seoul' }

/** When the item becomes visible; a future date schedules it. Newest first everywhere. */
export const publishDateField = (): Field => ({
  name: 'publishDate',
  type: 'date',
  required: true,
  index: true,
  defaultValue: () => new Date().toISOString(),
  label: labels.publishDate,
  // Chosen and shown in Seoul time, whatever the editor's browser zone: the site's clock (SPEC §2).
  // Its stored zone (publishDate_tz) is always Seoul's, set by default: writers need not send it.
  timezone: {
    defaultTimezone: SEOUL_TIME_ZONE.value,
    supportedTimezones: [SEOUL_TIME_ZONE],
    override: ({ baseField }) => ({ ...baseField, required: false, label: labels.publishDateZone }),
  },
  admin: {
    position: 'sidebar',
    // Five-minute slots to pick from; any minute can be typed.
    date: {
      pickerAppearance: 'dayAndTime',
      timeIntervals: 5,
      timeFormat: 'HH:mm',
      displayFormat: 'yyyy-MM-dd HH:mm',
      // The time column's heading (react-datepicker's "Time", one string for both admin languages): the zone.
      overrides: { timeCaption: 'KST' },
    },
    // Lists show it in Seoul time, as the dashboard does, whatever the browser's zone.
    components: { Cell: '/admin/desk/SeoulTimeCell#SeoulTimeCell' },
    description: {
      ko: '서울 시각입니다. 앞으로 올 시각으로 게시하면 그 시각에 공개되고, 그때까지 목록에 예약됨으로 표시됩니다.',
      en: 'Seoul time. Published with a time ahead, the item goes public at that time and is listed as Scheduled until then.',
    },
  },
})

export const thumbnailField = (name = 'thumbnail', label: Label = labels.thumbnail): Field => ({
  name,
  type: 'upload',
  relationTo: 'images',
  label,
})

/** Rich text body (Lexical), localized. */
export const bodyField = (): Field => ({
  name: 'body',
  type: 'richText',
  localized: true,
  label: labels.body,
})

/** Sort order among siblings (lower first). */
export const orderField = (label: Label = labels.order): Field => ({
  name: 'order',
  type: 'number',
  required: true,
  defaultValue: 0,
  index: true,
  label,
  admin: { position: 'sidebar' },
})

export type HttpUrlProblem = 'notText' | 'notHttp'

/** http(s) only: a media link must never carry javascript: or data: URLs. Empty is no problem. */
export function httpUrlProblem(value: unknown): HttpUrlProblem | null {
  if (value === undefined || value === null || value === '') return null
  if (typeof value !== 'string') return 'notText'
  try {
    const url = new URL(value)
    if (url.protocol === 'http:' || url.protocol === 'https:') return null
  } catch {
    // fall through to the problem below
  }
  return 'notHttp'
}

const URL_MESSAGES: Record<HttpUrlProblem, string> = {
  notText: 'custom:urlNotText',
  notHttp: 'custom:urlNotHttp',
}

/** The field's rule, answered in the editor's admin language (src/i18n/locales/{ko,en}/staff.json). */
export const validateHttpUrl: TextFieldSingleValidation = (value, options) => {
  const problem = httpUrlProblem(value)
  // A field's own validate replaces Payload's: its required and maxLength checks are run here.
  return problem ? customT(options.req)(URL_MESSAGES[problem]) : text(value, options)
}

/** What an item's share card shows when a share field is left empty. */
export type ShareFallbacks = {
  /** The sibling field whose text stands in for an empty share description; none: `descriptionText`. */
  descriptionField?: 'subtitle' | 'summary'
  /** Notices: the list's lead text in each content language, used when the share description is empty. */
  descriptionText?: Label
  /** How the description's admin note names the fallback. */
  descriptionNote: Label
  /** Whether the item has a thumbnail to stand in for an empty share image. */
  thumbnail: boolean
}

/**
 * The share card (Open Graph, Twitter) of an item with its own page: title, description and image,
 * each falling back to the item's own, and a live preview of the card (src/admin/share).
 */
export const shareFields = (fallbacks: ShareFallbacks): Field => ({
  name: 'share',
  type: 'group',
  label: { ko: '공유', en: 'Sharing' },
  admin: {
    description: {
      ko: '링크를 SNS나 메신저에 붙였을 때 보이는 카드입니다. 비워 둔 칸은 항목의 내용으로 채웁니다.',
      en: 'The card shown when the link is posted on social media or in a messenger. Empty fields use the item’s own.',
    },
  },
  fields: [
    {
      name: 'title',
      type: 'text',
      localized: true,
      maxLength: 100,
      label: { ko: '공유 제목', en: 'Share title' },
      admin: { description: { ko: '비워 두면 제목을 씁니다.', en: 'Left empty, the title is used.' } },
    },
    {
      name: 'description',
      type: 'textarea',
      localized: true,
      maxLength: 300,
      label: { ko: '공유 설명', en: 'Share description' },
      admin: { description: fallbacks.descriptionNote },
    },
    {
      name: 'image',
      type: 'upload',
      relationTo: 'images',
      label: { ko: '공유 이미지', en: 'Share image' },
      admin: {
        description: fallbacks.thumbnail
          ? {
              ko: '1200×630 크기로 잘라 씁니다. 비워 두면 썸네일, 썸네일도 없으면 사이트 기본 공유 이미지를 씁니다.',
              en: 'Cropped to 1200×630. Left empty, the thumbnail is used, or the site’s default share image without one.',
            }
          : {
              ko: '1200×630 크기로 잘라 씁니다. 비워 두면 사이트 기본 공유 이미지를 씁니다.',
              en: 'Cropped to 1200×630. Left empty, the site’s default share image is used.',
            },
      },
    },
    {
      name: 'preview',
      type: 'ui',
      label: { ko: '카드 미리보기', en: 'Card preview' },
      admin: {
        components: {
          Field: {
            path: '/admin/share/SharePreview#SharePreview',
            clientProps: {
              descriptionField: fallbacks.descriptionField,
              descriptionText: fallbacks.descriptionText,
              thumbnail: fallbacks.thumbnail,
            },
          },
        },
      },
    },
  ],
})

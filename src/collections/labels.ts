import { locales, type Locale } from '@/i18n/locales'

/** An admin text in both admin languages (Payload picks the editor's; Korean by default). */
export type Label = { ko: string; en: string }

/**
 * Field labels that recur across collections and globals: one wording for the same thing
 * everywhere, so an editor meets "게시일" in every list, never three variants of it.
 */
export const labels = {
  title: { ko: '제목', en: 'Title' },
  subtitle: { ko: '부제목', en: 'Subtitle' },
  summary: { ko: '요약', en: 'Summary' },
  source: { ko: '출처', en: 'Source' },
  thumbnail: { ko: '썸네일', en: 'Thumbnail' },
  body: { ko: '본문', en: 'Body' },
  description: { ko: '설명', en: 'Description' },
  publishDate: { ko: '게시일', en: 'Publish date' },
  publishDateZone: { ko: '게시일 시간대', en: 'Publish date time zone' },
  order: { ko: '순서', en: 'Order' },
  alt: { ko: '대체 텍스트', en: 'Alt text' },
  url: { ko: '주소', en: 'URL' },
  koreaName: { ko: '한국어 이름', en: 'Korean name' },
  englishName: { ko: '영어 이름', en: 'English name' },
  name: { ko: '이름', en: 'Name' },
  email: { ko: '이메일', en: 'Email' },
  subject: { ko: '제목', en: 'Subject' },
  detail: { ko: '내용', en: 'Details' },
  attachment: { ko: '첨부 파일', en: 'Attachment' },
  status: { ko: '상태', en: 'Status' },
  assignee: { ko: '담당자', en: 'Assignee' },
  receivedAt: { ko: '접수 일시', en: 'Received' },
  locale: { ko: '접수 언어', en: 'Language' },
  caseNumber: { ko: '사건 번호', en: 'Case number' },
  report: { ko: '제보', en: 'Report' },
  sealed: { ko: '암호화된 내용', en: 'Sealed content' },
} satisfies Record<string, Label>

/** The site's languages as options; the values are the locale codes stored with a submission. */
const localeNames: Record<Locale, Label> = {
  ko: { ko: '한국어', en: 'Korean' },
  en: { ko: '영어', en: 'English' },
}

export const localeOptions = locales.map((value) => ({ value, label: localeNames[value] }))

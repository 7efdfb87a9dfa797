import { num, str, strOrNull } from '../Paging/listTypes'

export type NewsroomType = 'report' | 'media' | 'fact'
export const NEWSROOM_TYPES: readonly NewsroomType[] = ['report', 'media', 'fact']

/** A newsroom list item, whatever its type (SPEC §2 "Newsroom list item"). */
export type NewsroomCard = {
  seq: number
  title: string
  /** The subtitle of a report or fact check, the summary of a media report. */
  subtitle: string
  source: string
  image: string | null
  date: string
  /** Media reports only: the article on the outlet's site. */
  url: string | null
}

/** Reshapes a legacy item (`reportSeq`, `mediaSummary`, …) into a card. */
export function toNewsroomCard(type: NewsroomType, item: Record<string, unknown>): NewsroomCard {
  return {
    seq: num(item[`${type}Seq`]),
    title: str(item[`${type}Title`]),
    subtitle: str(type === 'media' ? item.mediaSummary : item[`${type}SubTitle`]),
    source: str(item[`${type}Source`]),
    image: strOrNull(item[`${type}ImagePath`]),
    date: str(item.createDate),
    url: type === 'media' ? strOrNull(item.mediaReportUrl) : null,
  }
}

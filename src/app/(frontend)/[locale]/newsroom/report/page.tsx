import type { Metadata } from 'next'

import { NewsroomListPage, newsroomListMetadata } from '../_components/NewsroomListPage'
import { pageLocale, type LocaleParams } from '@/lib/site/params'

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  return newsroomListMetadata(await pageLocale(params), 'pressRelease')
}

/** The press releases: `/newsroom/report` is SPEC §2's address and stays (see newsroomSegment). */
export default async function PressReleaseListPage({ params }: LocaleParams) {
  return <NewsroomListPage locale={await pageLocale(params)} type="pressRelease" />
}

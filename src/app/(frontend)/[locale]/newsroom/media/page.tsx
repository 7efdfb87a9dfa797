import type { Metadata } from 'next'

import { NewsroomListPage, newsroomListMetadata } from '../_components/NewsroomListPage'
import { pageLocale, type LocaleParams } from '@/lib/site/params'

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  return newsroomListMetadata(await pageLocale(params), 'media')
}

export default async function NewsroomMediaPage({ params }: LocaleParams) {
  return <NewsroomListPage locale={await pageLocale(params)} type="media" />
}

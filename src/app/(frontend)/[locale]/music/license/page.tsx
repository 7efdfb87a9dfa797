import type { Metadata } from 'next'

import { LicenseView } from '../../_components/LicenseView'
import { getT } from '@/i18n/server'
import { pageLocale, type LocaleParams } from '@/lib/site/params'
import { pageMetadata } from '@/lib/site/seo'

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = await pageLocale(params)
  const t = await getT(locale, 'library')
  return pageMetadata({
    locale,
    path: '/music/license',
    title: t('license.music.title'),
    description: t('license.music.lead'),
  })
}

/** The music licence (a popup route: the header shows a close button). */
export default async function MusicLicensePage({ params }: LocaleParams) {
  const locale = await pageLocale(params)
  return <LicenseView locale={locale} kind="music" />
}

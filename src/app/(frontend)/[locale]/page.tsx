import type { Metadata } from 'next'
import Link from 'next/link'

import { getT } from '@/i18n/server'
import { getSiteSettings } from '@/lib/data/site'
import { menu } from '@/lib/site/menu'
import { pageLocale, type LocaleParams } from '@/lib/site/params'
import { localePath } from '@/lib/site/paths'
import { pageMetadata } from '@/lib/site/seo'

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = await pageLocale(params)
  const [t, settings] = await Promise.all([getT(locale), getSiteSettings(locale)])
  return { ...pageMetadata({ locale, path: '/', title: t('brand.title'), description: t('brand.description'), image: settings.shareImage }), title: { absolute: t('brand.title') } }
}

/** Main. */
export default async function HomePage({ params }: LocaleParams) {
  const locale = await pageLocale(params)
  const t = await getT(locale)
  return (
    <section className="container" style={{ paddingTop: 'var(--space-8)' }}>
      <h1>{t('brand.name')}</h1>
      <p>{t('brand.description')}</p>
      <ul>
        {menu.map((item) => (
          <li key={item.key}>
            <Link href={localePath(locale, item.path)}>{t(`menu.${item.key}.title`)}</Link>
          </li>
        ))}
      </ul>
    </section>
  )
}

import Link from 'next/link'
import type { ReactNode } from 'react'

import enCommon from '@/i18n/locales/en/common.json'
import koCommon from '@/i18n/locales/ko/common.json'
import { locales, type Locale } from '@/i18n/locales'
import { localePath } from '@/lib/site/paths'

import styles from './ErrorView.module.css'

type Texts = { title: string; body: string }
type Common = { errors: { notFound: Texts; home: string } }

const common = { ko: koCommon, en: enCommon } satisfies Record<Locale, Common>
const texts = (locale: Locale): Common => common[locale]

/**
 * The not-found page of SPEC §8 without any script. A page that knows its locale renders that
 * language only (src/app/(frontend)/[locale]/_components/notFound.tsx). Next gives not-found.tsx
 * no route params and ships its output with every page of the segment, so without `locale` this
 * renders each language and the `only-ko` / `only-en` rules (globals.css) show the one
 * `<html lang>` names. A client component here would add its code to the first load of every page.
 */
export function NotFoundView({ locale: only }: { locale?: Locale }) {
  const each = (render: (t: Common, locale: Locale) => ReactNode) =>
    (only ? [only] : locales).map((locale) => render(texts(locale), locale))
  const pick = (locale: Locale) => (only ? {} : { lang: locale, className: `only-${locale}` })
  return (
    <section className={`container ${styles.wrap}`} aria-labelledby="error-title">
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <h1 id="error-title">
        {each((t, locale) => (
          <span key={locale} {...pick(locale)}>
            {t.errors.notFound.title}
          </span>
        ))}
      </h1>
      {each((t, locale) => (
        <div key={locale} {...pick(locale)}>
          <p>{t.errors.notFound.body}</p>
          <Link className={styles.home} href={localePath(locale, '/')}>
            {t.errors.home}
          </Link>
        </div>
      ))}
    </section>
  )
}

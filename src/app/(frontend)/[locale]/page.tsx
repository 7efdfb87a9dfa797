import type { Metadata } from 'next'
import Link from 'next/link'

import { CardGrid } from '@/components/Brand/CardGrid'
import { figures } from '@/components/Brand/content'
import { FigureGrid } from '@/components/Brand/FigureGrid'
import { Icon } from '@/components/Brand/Icon'
import { Section } from '@/components/Brand/Section'
import { HeroSlider } from '@/components/HeroSlider/HeroSlider.client'
import { LottiePlayer } from '@/components/Lottie/LottiePlayer.client'
import { OrganizationJsonLd, WebSiteJsonLd } from '@/components/StructuredData/SiteJsonLd'
import { getMessages, getT } from '@/i18n/server'
import { pageLocale, type LocaleParams } from '@/lib/site/params'
import { localePath } from '@/lib/site/paths'
import { sitePageMetadata } from '@/lib/site/sitePageMetadata'

import { heroSlides } from './_components/heroSlides'
import { serviceCards } from './_components/homeContent'
import { LatestNews } from './_components/LatestNews'
import styles from './_components/home.module.css'
import { latinTextLang } from '@/lib/site/textLanguage'

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = await pageLocale(params)
  const t = await getT(locale)
  const meta = await sitePageMetadata({
    locale,
    path: '/',
    title: t('brand.title'),
    description: t('brand.description'),
  })
  return { ...meta, title: { absolute: t('brand.title') } }
}

/** Main: the hero slider (the banners shown now), the mission, services, key figures, latest press releases, free fonts and music. */
export default async function HomePage({ params }: LocaleParams) {
  const locale = await pageLocale(params)
  const [t, slides] = await Promise.all([getT(locale, 'home'), heroSlides(locale)])
  const link = (path: string) => localePath(locale, path)
  return (
    <>
      <OrganizationJsonLd locale={locale} />
      <WebSiteJsonLd locale={locale} />
      <h1 className="visually-hidden">{t('title')}</h1>
      {slides.length > 0 && (
        <HeroSlider
          slides={slides}
          labels={{
            region: t('hero.region'),
            prev: t('hero.prev'),
            next: t('hero.next'),
            pause: t('hero.pause'),
            play: t('hero.play'),
          }}
        />
      )}

      <section className={styles.mission} aria-labelledby="mission-title">
        <div className={`container ${styles.missionInner}`}>
          <div>
            <h2 id="mission-title" className={styles.missionTitle}>
              {t('mission.title')}
            </h2>
            <p className={styles.statement}>{t('mission.statement')}</p>
            <Link href={link('/company/culture')} className="text-link">
              {t('mission.cta')}
              <Icon name="arrow" size={20} />
            </Link>
          </div>
          <LottiePlayer
            src="/lottie/steaming-bowl.json"
            playLabel={t('mission.play')}
            pauseLabel={t('mission.pause')}
            className={styles.lottie}
          />
        </div>
      </section>

      <Section
        id="services"
        tone="alt"
        eyebrow={t('services.eyebrow')}
        title={t('services.title')}
        lead={t('services.lead')}
      >
        <CardGrid cards={serviceCards(locale)} columns={4} linkHint={t('services.linkHint')} />
      </Section>

      <Section
        id="promise"
        tone="ink"
        eyebrow={t('figures.eyebrow')}
        title={t('figures.title')}
        lead={t('figures.lead')}
      >
        <FigureGrid figures={figures(getMessages(locale, 'home'), 'figures.items')} tone="ink" />
        <Link href={link('/sustainability/happiness')} className={`text-link ${styles.onInk}`}>
          {t('figures.cta')}
          <Icon name="arrow" size={20} />
        </Link>
      </Section>

      <LatestNews locale={locale} />

      <section className={styles.library} aria-labelledby="library-title">
        <div className="container">
          <p className={styles.eyebrow} lang={latinTextLang(t('library.eyebrow'))}>
            {t('library.eyebrow')}
          </p>
          <h2 id="library-title" className={styles.sectionTitle}>
            {t('library.title')}
          </h2>
          <p className={styles.lead}>{t('library.lead')}</p>
          <ul className={styles.libraryGrid}>
            {(['fonts', 'music'] as const).map((kind) => (
              <li key={kind} className={`${styles.libraryCard} ${styles[kind]}`}>
                <Icon name={kind === 'fonts' ? 'font' : 'music'} size={44} className={styles.libraryIcon} />
                <h3 className={styles.libraryTitle}>
                  <Link href={link(`/${kind}`)} className="stretched-link">
                    {t(`library.${kind}.title`)}
                  </Link>
                </h3>
                <p>{t(`library.${kind}.body`)}</p>
                <span className={styles.libraryCta} aria-hidden="true">
                  {t(`library.${kind}.cta`)}
                  <Icon name="arrow" size={18} />
                </span>
              </li>
            ))}
          </ul>
        </div>
      </section>
    </>
  )
}

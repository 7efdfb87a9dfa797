import type { Metadata } from 'next'

import { LicenseBar } from '@/components/Library/LicenseBar'
import styles from '@/components/Library/library.module.css'
import { TrackItem } from '@/components/Library/TrackItem'
import { OptimizedImage } from '@/components/OptimizedImage/OptimizedImage'
import { PageHero } from '@/components/PageHero/PageHero'
import { SectionTabs } from '@/components/SectionTabs'
import { Breadcrumbs } from '@/components/StructuredData/Breadcrumbs'
import { getT } from '@/i18n/server'
import { getMusic } from '@/lib/data/library'
import { getSiteSettings } from '@/lib/data/site'
import { pageLocale, type LocaleParams } from '@/lib/site/params'
import { localePath } from '@/lib/site/paths'
import { sitePageMetadata } from '@/lib/site/sitePageMetadata'

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = await pageLocale(params)
  const t = await getT(locale, 'library')
  return sitePageMetadata({ locale, path: '/music', title: t('music.title'), description: t('music.metaDescription') })
}

/** The free music album (title, cover, description) and its tracks, each playable and downloadable. */
export default async function MusicPage({ params }: LocaleParams) {
  const locale = await pageLocale(params)
  const [t, { album, tracks }, settings] = await Promise.all([
    getT(locale, 'library'),
    getMusic(locale),
    getSiteSettings(locale),
  ])
  return (
    <>
      <Breadcrumbs locale={locale} menuPath="/music" />
      <SectionTabs locale={locale} section="library" />
      <PageHero eyebrow={t('music.eyebrow')} title={t('music.title')} lead={t('music.lead')} />
      <div className={`container ${styles.page}`}>
        <section className={styles.album} aria-labelledby="album-title">
          {album.cover && (
            <div className={styles.cover}>
              <OptimizedImage
                src={album.cover.url}
                alt={t('music.coverAlt', { title: album.title })}
                width={album.cover.width ?? 1200}
                height={album.cover.height ?? 630}
                sizes="(max-width: 980px) 100vw, 520px"
                priority
              />
            </div>
          )}
          <div>
            <p className={styles.albumLabel}>{t('music.albumLabel')}</p>
            <h2 id="album-title" className={styles.albumTitle}>
              {album.title}
            </h2>
            <p className={styles.albumDescription}>{album.description}</p>
          </div>
        </section>
        <LicenseBar
          summary={t('music.licenseSummary')}
          licenseHref={localePath(locale, '/music/license')}
          licenseLabel={t('music.licenseLink')}
          share={{
            title: t('music.shareTitle'),
            description: t('music.metaDescription'),
            type: 'music',
            image: settings.shareImage,
          }}
        />
        <section aria-labelledby="tracks-title">
          <div className={styles.sectionHead}>
            <h2 id="tracks-title" className={styles.sectionTitle}>
              {t('music.tracksTitle')}
            </h2>
            <p className={styles.count}>{t('music.trackCount', { count: tracks.length })}</p>
          </div>
          <ol className={styles.tracks}>
            {tracks.map((track, index) => (
              <TrackItem
                key={track.id}
                track={track}
                number={index + 1}
                labels={{
                  player: t('music.player', { title: track.title }),
                  noPlayer: t('music.noPlayer'),
                  tags: t('music.tags'),
                  download: t('music.download'),
                  downloadLabel: t('music.downloadLabel', { title: track.title }),
                  unavailable: t('music.unavailable'),
                }}
              />
            ))}
          </ol>
        </section>
      </div>
    </>
  )
}

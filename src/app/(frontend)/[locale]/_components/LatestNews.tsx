import Link from 'next/link'

import { Icon } from '@/components/Brand/Icon'
import { Thumbnail } from '@/components/Article/Thumbnail.client'
import type { Locale } from '@/i18n/locales'
import { documentElement } from '@/lib/analytics/elements'
import { getT } from '@/i18n/server'
import { newsroomSegment } from '@/lib/data/types'
import { localePath } from '@/lib/site/paths'

import styles from './home.module.css'
import { latestPressReleases } from './pressReleases'
import { latinTextLang } from '@/lib/site/textLanguage'

/** The three newest press releases, read on the server from the cached newsroom data. */
export async function LatestNews({ locale }: { locale: Locale }) {
  const [t, items] = await Promise.all([getT(locale, 'home'), latestPressReleases(locale)])
  return (
    <section className={styles.news} aria-labelledby="news-title">
      <div className="container">
        <div className={styles.newsHead}>
          <div>
            <p className={styles.eyebrow} lang={latinTextLang(t('news.eyebrow'))}>
              {t('news.eyebrow')}
            </p>
            <h2 id="news-title" className={styles.sectionTitle}>
              {t('news.title')}
            </h2>
          </div>
          <Link href={localePath(locale, '/newsroom/report')} className="text-link">
            {t('news.more')}
            <Icon name="arrow" size={20} />
          </Link>
        </div>
        {items.length === 0 ? (
          <p className={styles.lead}>{t('news.empty')}</p>
        ) : (
          <ul className={styles.newsGrid}>
            {items.map((item) => (
              <li
                key={item.id}
                className={styles.newsCard}
                data-track={documentElement(newsroomSegment.pressRelease, item.id)}
              >
                <div className={styles.thumb}>
                  {/* A missing or broken image shows the default image (SPEC §8). */}
                  <Thumbnail src={item.image} />
                </div>
                <time dateTime={item.iso} className={styles.date}>
                  {item.date}
                </time>
                <h3 className={styles.newsTitle}>
                  <Link href={localePath(locale, `/newsroom/report/detail/${item.id}`)} className="stretched-link">
                    {item.title}
                  </Link>
                </h3>
                {item.subtitle && <p className={styles.newsSub}>{item.subtitle}</p>}
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  )
}

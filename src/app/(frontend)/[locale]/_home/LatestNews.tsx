import Link from 'next/link'

import { Icon } from '@/components/Brand/Icon'
import type { Locale } from '@/i18n/locales'
import { getT } from '@/i18n/server'
import { localePath } from '@/lib/site/paths'

import styles from './home.module.css'
import { latestPressReleases } from './pressReleases'

/** The three newest press releases, read on the server from the cached newsroom data. */
export async function LatestNews({ locale }: { locale: Locale }) {
  const [t, items] = await Promise.all([getT(locale, 'home'), latestPressReleases(locale)])
  return (
    <section className={styles.news} aria-labelledby="news-title">
      <div className="container">
        <div className={styles.newsHead}>
          <div>
            <p className={styles.eyebrow}>{t('news.eyebrow')}</p>
            <h2 id="news-title" className={styles.sectionTitle}>
              {t('news.title')}
            </h2>
          </div>
          <Link href={localePath(locale, '/newsroom/report')} className={styles.textLink}>
            {t('news.more')}
            <Icon name="arrow" size={20} />
          </Link>
        </div>
        {items.length === 0 ? (
          <p className={styles.lead}>{t('news.empty')}</p>
        ) : (
          <ul className={styles.newsGrid}>
            {items.map((item) => (
              <li key={item.id} className={styles.newsCard}>
                <div className={styles.thumb}>
                  {item.image && (
                    // Payload already serves a 640×360 thumbnail: no image optimiser round trip needed.
                    // eslint-disable-next-line @next/next/no-img-element
                    <img src={item.image} alt="" width={640} height={360} loading="lazy" decoding="async" />
                  )}
                </div>
                <time dateTime={item.iso} className={styles.date}>
                  {item.date}
                </time>
                <h3 className={styles.newsTitle}>
                  <Link href={localePath(locale, `/newsroom/report/detail/${item.id}`)} className={styles.stretched}>
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

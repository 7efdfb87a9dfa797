'use client'

import 'swiper/css'
import 'swiper/css/effect-fade'

import Link from 'next/link'
import { useEffect, useRef, useState, type ReactNode } from 'react'
import type { Swiper } from 'swiper'

import { Icon } from '@/components/Brand/Icon'

import styles from './HeroSlider.module.css'
import { latinTextLang } from '@/lib/site/textLanguage'

export type HeroSlide = {
  id: number
  eyebrow: string
  title: string
  lead: string
  cta: string
  href: string
  /** Another site: a plain link, not a client-side navigation. */
  external: boolean
  /** The slide's `<picture>`, rendered on the server (BannerPicture). */
  picture: ReactNode
  /** "Slide 1 of 4", for the slide's group label. */
  position: string
  /** Its analytics element id (`banner:<id>`): counted when shown, and when its link is followed. */
  track: string
}
export type HeroLabels = { region: string; prev: string; next: string; pause: string; play: string }

/** SPEC §9: the content slider starts 300 ms after the page is up. */
const START_DELAY_MS = 300
const AUTOPLAY_DELAY_MS = 5000

/**
 * The Main hero: the editors' banners (collection `banners`), rendered on the server with their
 * pictures (the first slide is what shows before any script runs); swiper and its modules are
 * fetched only in the browser, so they stay out of the page's first-load JavaScript.
 */
export function HeroSlider({ slides, labels }: { slides: HeroSlide[]; labels: HeroLabels }) {
  const root = useRef<HTMLDivElement>(null)
  const swiper = useRef<Swiper | null>(null)
  const [current, setCurrent] = useState(0)
  const [playing, setPlaying] = useState(false)

  const moving = slides.length > 1

  useEffect(() => {
    if (!moving) return
    let cancelled = false
    const motion = window.matchMedia('(prefers-reduced-motion: reduce)')
    const wait = new Promise((resolve) => setTimeout(resolve, START_DELAY_MS))
    void Promise.all([import('swiper'), import('swiper/modules'), wait]).then(
      ([{ Swiper: SwiperCore }, { Autoplay, EffectFade, Keyboard }]) => {
        if (cancelled || !root.current) return
        const instance = new SwiperCore(root.current, {
          modules: [Autoplay, EffectFade, Keyboard],
          effect: 'fade',
          fadeEffect: { crossFade: true },
          // Loop needs a slide on either side of the one shown; two slides rewind instead.
          loop: slides.length > 2,
          rewind: slides.length === 2,
          // A click on prev/next while a slide is still fading in must not be dropped.
          loopPreventsSliding: false,
          speed: motion.matches ? 0 : 700,
          keyboard: { enabled: true, onlyInViewport: true },
          autoplay: { delay: AUTOPLAY_DELAY_MS, disableOnInteraction: false, pauseOnMouseEnter: true },
          on: {
            slideChange: (s) => {
              setCurrent(s.realIndex)
              hideInactive(s)
            },
            autoplayStart: () => setPlaying(true),
            autoplayStop: () => setPlaying(false),
          },
        })
        swiper.current = instance
        hideInactive(instance)
        // Reduced motion: nothing moves on its own; the controls still work.
        if (motion.matches) instance.autoplay.stop()
      },
    )
    return () => {
      cancelled = true
      swiper.current?.destroy(true, false)
      swiper.current = null
    }
  }, [moving, slides.length])

  const toggle = () => {
    const s = swiper.current
    if (!s) return
    if (s.autoplay.running) s.autoplay.stop()
    else s.autoplay.start()
  }

  return (
    <section className={styles.hero} aria-roledescription="carousel" aria-label={labels.region}>
      <div ref={root} className={`swiper ${styles.swiper}`}>
        <div className="swiper-wrapper">
          {slides.map((slide, i) => (
            <div
              key={slide.id}
              className={`swiper-slide ${styles.slide}`}
              role="group"
              aria-roledescription="slide"
              aria-label={slide.position}
              data-track={slide.track}
              // Until swiper takes over, only the first slide shows: keep the others out of reach.
              inert={i !== 0 || undefined}
            >
              {slide.picture}
              <div className={`container ${styles.inner}`}>
                <div className={styles.copy}>
                  {slide.eyebrow && (
                    <p className={styles.eyebrow} lang={latinTextLang(slide.eyebrow)}>
                      {slide.eyebrow}
                    </p>
                  )}
                  <p className={styles.title}>{slide.title}</p>
                  {slide.lead && <p className={styles.body}>{slide.lead}</p>}
                  {slide.external ? (
                    <a href={slide.href} className={styles.cta} rel="noopener">
                      {slide.cta}
                      <Icon name="arrow" size={20} />
                    </a>
                  ) : (
                    <Link href={slide.href} className={styles.cta}>
                      {slide.cta}
                      <Icon name="arrow" size={20} />
                    </Link>
                  )}
                </div>
              </div>
            </div>
          ))}
        </div>
      </div>
      {/* One slide stands alone: nothing to announce, nothing to control. */}
      {moving && (
        <>
          {/* Announce the slide only while nothing moves on its own (WAI carousel pattern). */}
          <p className="visually-hidden" aria-live="polite">
            {playing ? '' : `${slides[current]?.position}: ${slides[current]?.title}`}
          </p>
          <div className={`container ${styles.controls}`}>
            <button
              type="button"
              className={styles.control}
              onClick={() => swiper.current?.slidePrev()}
              aria-label={labels.prev}
            >
              <Icon name="arrow" size={20} className={styles.flip} />
            </button>
            <p className={styles.counter} aria-hidden="true">
              <strong>{String(current + 1).padStart(2, '0')}</strong> / {String(slides.length).padStart(2, '0')}
            </p>
            <button
              type="button"
              className={styles.control}
              onClick={() => swiper.current?.slideNext()}
              aria-label={labels.next}
            >
              <Icon name="arrow" size={20} />
            </button>
            <button
              type="button"
              className={styles.control}
              onClick={toggle}
              aria-label={playing ? labels.pause : labels.play}
            >
              {playing ? <PauseGlyph /> : <PlayGlyph />}
            </button>
          </div>
        </>
      )}
    </section>
  )
}

/** Slides faded out stay in the DOM: keep their links out of the tab order and the reading order. */
function hideInactive(s: Swiper) {
  s.slides.forEach((slide, i) => {
    slide.inert = i !== s.activeIndex
  })
}

function PauseGlyph() {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false" fill="currentColor">
      <rect x="6" y="5" width="4" height="14" rx="1" />
      <rect x="14" y="5" width="4" height="14" rx="1" />
    </svg>
  )
}

function PlayGlyph() {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false" fill="currentColor">
      <path d="M7 4.5v15a1 1 0 0 0 1.5.9l12-7.5a1 1 0 0 0 0-1.8l-12-7.5A1 1 0 0 0 7 4.5z" />
    </svg>
  )
}

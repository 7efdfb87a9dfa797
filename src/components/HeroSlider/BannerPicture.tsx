import { getImageProps } from 'next/image'
import { preload } from 'react-dom'

import type { BannerPicture as Picture, MainBanner } from '@/lib/data/types'

import styles from './HeroSlider.module.css'

/**
 * SPEC §9: 980 px and below is mobile. The mobile query is the exact complement of the desktop
 * one, so a zoomed window between 980 and 981 px still picks (and preloads) one of the two.
 */
export const DESKTOP_MEDIA = '(min-width: 981px)'
export const MOBILE_MEDIA = 'not all and (min-width: 981px)'

/** Both pictures span the viewport's width. */
const SIZES = '100vw'

const imageProps = (picture: Picture, alt: string) =>
  getImageProps({ src: picture.url, width: picture.width, height: picture.height, alt, sizes: SIZES }).props

/**
 * A banner's `<picture>`: the desktop picture from 981 px, the mobile one below, both through
 * next/image's optimizer, rendered on the server (no client code). Each carries its own width and
 * height, so the space is held before a byte arrives. The first slide's picture is the page's
 * largest element: fetched eagerly at high priority and preloaded from the head, one preload per
 * breakpoint (the browser fetches only the one whose media matches); the other slides' wait (lazy).
 */
export function BannerPicture({ banner, first }: { banner: MainBanner; first: boolean }) {
  const desktopPicture = banner.desktop ?? banner.mobile
  const mobilePicture = banner.mobile ?? banner.desktop
  if (!desktopPicture || !mobilePicture) return null
  const desktop = imageProps(desktopPicture, banner.alt)
  const mobile = imageProps(mobilePicture, banner.alt)
  if (first) {
    for (const [props, media] of [
      [desktop, DESKTOP_MEDIA],
      [mobile, MOBILE_MEDIA],
    ] as const) {
      preload(props.src, {
        as: 'image',
        imageSrcSet: props.srcSet,
        imageSizes: props.sizes,
        media,
        fetchPriority: 'high',
      })
    }
  }
  return (
    <picture className={styles.media}>
      <source
        media={DESKTOP_MEDIA}
        srcSet={desktop.srcSet}
        sizes={desktop.sizes}
        width={desktop.width}
        height={desktop.height}
      />
      <img
        src={mobile.src}
        srcSet={mobile.srcSet}
        sizes={mobile.sizes}
        width={mobile.width}
        height={mobile.height}
        alt={banner.alt}
        decoding="async"
        loading={first ? 'eager' : 'lazy'}
        fetchPriority={first ? 'high' : undefined}
      />
    </picture>
  )
}

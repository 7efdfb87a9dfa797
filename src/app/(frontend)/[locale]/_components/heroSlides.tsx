import { BannerPicture } from '@/components/HeroSlider/BannerPicture'
import type { HeroSlide } from '@/components/HeroSlider/HeroSlider.client'
import type { Locale } from '@/i18n/locales'
import { getT } from '@/i18n/server'
import { documentElement } from '@/lib/analytics/elements'
import { mainBanners } from '@/lib/data/banners'

/** The banners Main shows now, as hero slides with their server-rendered pictures. */
export async function heroSlides(locale: Locale): Promise<HeroSlide[]> {
  const [t, banners] = await Promise.all([getT(locale, 'home'), mainBanners(locale)])
  return banners.map((banner, i) => ({
    id: banner.id,
    eyebrow: banner.eyebrow,
    title: banner.title,
    lead: banner.lead,
    cta: banner.link.label,
    href: banner.link.href,
    external: banner.link.external,
    picture: <BannerPicture banner={banner} first={i === 0} />,
    position: t('hero.position', { current: i + 1, total: banners.length }),
    track: documentElement('banner', banner.id),
  }))
}

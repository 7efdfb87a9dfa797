import { renderBanner } from '../assets/images'
import type { SeedContext } from '../context'
import { banners } from '../data'
import { ensureDoc } from '../ensureDoc'
import { ensureImage } from './uploads'

/** The Main hero slides, published, without a display window, each with a desktop and a mobile picture. */
export async function seedBanners(ctx: SeedContext): Promise<void> {
  for (const [index, banner] of banners.entries()) {
    const { ko, en } = banner.text
    const picture = (device: 'desktop' | 'mobile') =>
      ensureImage(ctx, {
        filename: `banner-${banner.key}-${device}.png`,
        alt: { ko: ko.alt, en: en.alt },
        render: () => renderBanner(banner.art, device),
      })
    const desktopImage = await picture('desktop')
    const mobileImage = await picture('mobile')
    await ensureDoc(ctx, {
      collection: 'banners',
      where: { title: { equals: ko.title } },
      draft: false,
      ko: {
        eyebrow: ko.eyebrow,
        title: ko.title,
        lead: ko.lead,
        link: { url: banner.url, label: ko.cta },
        desktopImage,
        mobileImage,
        alt: ko.alt,
        order: index + 1,
        _status: 'published',
      },
      en: {
        eyebrow: en.eyebrow,
        title: en.title,
        lead: en.lead,
        link: { url: banner.url, label: en.cta },
        alt: en.alt,
        _status: 'published',
      },
    })
  }
  ctx.log(ctx.tally.line('banners'))
}

import { kstDate, type SeedContext } from '../context'
import { connectionSites, history, policies, siteSettings } from '../data'
import { ensureDoc } from '../ensureDoc'
import { ensureGlobal } from '../ensureGlobal'
import { richText } from '../richText'
import { ensureImage } from './uploads'

async function seedConnectionSites(ctx: SeedContext): Promise<void> {
  for (const site of connectionSites) {
    await ensureDoc(ctx, { collection: 'connection-sites', where: { koreaName: { equals: site.koreaName } }, ko: site })
  }
  ctx.log(ctx.tally.line('connection-sites'))
}

/** The privacy policy is Korean only (nothing in it is localized). */
async function seedPolicies(ctx: SeedContext): Promise<void> {
  for (const policy of policies) {
    await ensureDoc(ctx, {
      collection: 'policies',
      where: { title: { equals: policy.title } },
      draft: false,
      ko: {
        title: policy.title,
        effectiveDate: kstDate(policy.effectiveDate),
        body: richText(policy.body),
        _status: 'published',
      },
    })
  }
  ctx.log(ctx.tally.line('policies'))
}

/**
 * Arrays here are not localized but their text subfields are: the English pass sends the rows
 * back with the ids the Korean pass created, so each row keeps its Korean text.
 */
async function seedSiteSettings(ctx: SeedContext): Promise<void> {
  const defaultShareImage = await ensureImage(ctx, {
    filename: 'share-default.png',
    alt: siteSettings.shareImageAlt,
    picture: {
      colors: ['#2ac1bc', '#0e5e5b'],
      label: 'BAEDAL FRIENDS',
      caption: 'DELIVERING GOOD MOMENTS',
      variant: 1,
    },
  })
  const s = siteSettings
  await ensureGlobal(ctx, {
    slug: 'site-settings',
    seeded: (current) => Boolean(current.companyName),
    ko: {
      companyName: s.companyName.ko,
      businessRegistrationNumber: s.businessRegistrationNumber,
      ceo: s.ceo.ko,
      address: s.address.ko,
      email: s.email,
      customerService: s.customerService.map((line) => ({
        label: line.label.ko,
        phone: line.phone,
        hours: line.hours.ko,
      })),
      defaultShareImage,
      maintenanceMode: false,
    },
    en: (ko) => ({
      companyName: s.companyName.en,
      ceo: s.ceo.en,
      address: s.address.en,
      customerService: (ko.customerService ?? []).map((row, i) => ({
        id: row.id,
        phone: row.phone,
        label: s.customerService[i].label.en,
        hours: s.customerService[i].hours.en,
      })),
    }),
  })
}

async function seedHistory(ctx: SeedContext): Promise<void> {
  await ensureGlobal(ctx, {
    slug: 'history',
    seeded: (current) => (current.years ?? []).length > 0,
    ko: {
      years: history.map((y) => ({
        year: y.year,
        summary: y.summary.ko,
        months: y.months.map((mo) => ({ month: mo.month, goal: mo.goal.ko, goalDetail: mo.goalDetail.ko })),
      })),
    },
    en: (ko) => ({
      years: (ko.years ?? []).map((row, i) => ({
        id: row.id,
        year: row.year,
        summary: history[i].summary.en,
        months: (row.months ?? []).map((monthRow, j) => ({
          id: monthRow.id,
          month: monthRow.month,
          goal: history[i].months[j].goal.en,
          goalDetail: history[i].months[j].goalDetail.en,
        })),
      })),
    }),
  })
}

export async function seedSite(ctx: SeedContext): Promise<void> {
  await seedSiteSettings(ctx)
  await seedHistory(ctx)
  await seedConnectionSites(ctx)
  await seedPolicies(ctx)
}

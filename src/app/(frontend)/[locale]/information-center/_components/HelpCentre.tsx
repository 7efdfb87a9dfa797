import type { Metadata } from 'next'
import type { ReactNode } from 'react'

import { PageHero } from '@/components/PageHero/PageHero'
import { ReportForm } from '@/components/Report/ReportForm.client'
import type { ReportFormSpec } from '@/components/Report/values'
import { I18nProvider } from '@/i18n/client'
import type { Locale } from '@/i18n/locales'
import type { Messages } from '@/i18n/resources'
import { getMessages, getT } from '@/i18n/server'
import { getSiteSettings } from '@/lib/data/site'
import { reportCategories, reportLimits, type ReportKind } from '@/lib/forms/report'
import { localePath } from '@/lib/site/paths'
import { sitePageMetadata } from '@/lib/site/sitePageMetadata'

import { BulletList, Callout, ContactCard, GuideLayout, GuideSection } from '@/components/Guide/Guide'
import { Breadcrumbs } from '@/components/StructuredData/Breadcrumbs'

export type HelpKind = ReportKind

/** The parts of the `forms` namespace the report form needs (the inquiry and mail texts stay on the server). */
const CLIENT_FORM_KEYS = ['validation', 'form', 'file', 'consent', 'honeypot', 'reportForm']

function clientFormMessages(locale: Locale): Messages {
  const all = getMessages(locale, 'forms')
  return Object.fromEntries(CLIENT_FORM_KEYS.filter((key) => key in all).map((key) => [key, all[key]]))
}

/** What the client form draws: plain data, so the schemas' module (zod) stays out of the first load. */
const formSpec = (kind: ReportKind): ReportFormSpec => ({
  kind,
  categories: kind === 'report' ? reportCategories : [],
  limits: reportLimits,
})

export async function helpMetadata(locale: Locale, kind: HelpKind): Promise<Metadata> {
  const t = await getT(locale, 'info')
  return sitePageMetadata({
    locale,
    path: `/information-center/${kind}`,
    title: t(`${kind}.title`),
    description: t(`${kind}.metaDescription`),
  })
}

/**
 * The frame of both help-centre pages: the page's own sections, the form, then what every request
 * shares: contact details recommended, protection of the reporter and how the data is kept. The
 * aside gives the other ways to reach the ethics team.
 */
export async function HelpCentre({ locale, kind, children }: { locale: Locale; kind: HelpKind; children: ReactNode }) {
  const [t, settings] = await Promise.all([getT(locale, 'info'), getSiteSettings(locale)])
  const messages = getMessages(locale, 'info') as { protection: { items: string[] }; retention: { items: string[] } }
  const mainLine = settings.customerService[0]
  const lines = [
    ...(settings.email
      ? [{ label: t('reportAside.email'), value: settings.email, href: `mailto:${settings.email}` }]
      : []),
    ...(mainLine
      ? [
          {
            label: t('reportAside.phone'),
            value: mainLine.phone,
            href: `tel:${mainLine.phone.replace(/[^\d+]/g, '')}`,
            note: mainLine.hours,
          },
        ]
      : []),
  ]
  return (
    <>
      <Breadcrumbs
        locale={locale}
        menuPath="/information-center/consult"
        trail={kind === 'report' ? [{ name: t('report.title'), path: '/information-center/report' }] : []}
      />
      <PageHero eyebrow={t('eyebrow')} title={t(`${kind}.title`)} lead={t(`${kind}.lead`)} />
      <GuideLayout aside={<ContactCard title={t('reportAside.title')} body={t('reportAside.body')} lines={lines} />}>
        {children}
        <GuideSection id="form" title={t(`reportPage.formTitle.${kind}`)} lead={t(`reportPage.formLead.${kind}`)}>
          <I18nProvider locale={locale} messages={{ forms: clientFormMessages(locale) }}>
            <ReportForm
              spec={formSpec(kind)}
              statusHref={localePath(locale, '/information-center/status')}
              labelledBy="form"
            />
          </I18nProvider>
        </GuideSection>
        <GuideSection id="contact-advice" title={t('contactAdvice.title')}>
          <p>{t('contactAdvice.body')}</p>
        </GuideSection>
        <GuideSection id="protection" title={t('protection.title')}>
          <BulletList items={messages.protection.items} />
        </GuideSection>
        <GuideSection id="retention" title={t('retention.title')}>
          <BulletList items={messages.retention.items} />
          <Callout>
            <p>{t('retention.refusal')}</p>
          </Callout>
        </GuideSection>
      </GuideLayout>
    </>
  )
}

import type { Metadata } from 'next'
import type { ReactNode } from 'react'

import { PageHero } from '@/components/PageHero/PageHero'
import type { Locale } from '@/i18n/locales'
import { getMessages, getT } from '@/i18n/server'
import { getSiteSettings } from '@/lib/data/site'
import { pageMetadata } from '@/lib/site/seo'

import { BulletList, Callout, ContactCard, FieldPreview, GuideLayout, GuideSection } from '../_guide/Guide'

export type HelpKind = 'consult' | 'report'

/** SPEC §3 "Ethics report form fields"; the name may stay empty for an anonymous report. */
const FIELDS = [
  { key: 'subject', required: true },
  { key: 'name', required: false },
  { key: 'email', required: false },
  { key: 'category', required: true },
  { key: 'detail', required: true },
  { key: 'privacyConsent', required: true },
]

export async function helpMetadata(locale: Locale, kind: HelpKind): Promise<Metadata> {
  const [t, settings] = await Promise.all([getT(locale, 'info'), getSiteSettings(locale)])
  return pageMetadata({ locale, path: `/information-center/${kind}`, title: t(`${kind}.title`), description: t(`${kind}.metaDescription`), image: settings.shareImage })
}

/**
 * The frame of both help-centre pages: the page's own sections first, then what every request
 * shares: contact details recommended, protection of the reporter, the coming form's fields and
 * how long the data is kept. The aside gives the contact lines until the form arrives.
 */
export async function HelpCentre({ locale, kind, children }: { locale: Locale; kind: HelpKind; children: ReactNode }) {
  const [t, settings] = await Promise.all([getT(locale, 'info'), getSiteSettings(locale)])
  const messages = getMessages(locale, 'info') as { protection: { items: string[] }; retention: { items: string[] } }
  const mainLine = settings.customerService[0]
  const lines = [
    ...(settings.email ? [{ label: t('formSoon.email'), value: settings.email, href: `mailto:${settings.email}` }] : []),
    ...(mainLine ? [{ label: t('formSoon.phone'), value: mainLine.phone, href: `tel:${mainLine.phone.replace(/[^\d+]/g, '')}`, note: mainLine.hours }] : []),
  ]
  const fields = FIELDS.map((f) => ({ ...f, label: t(`fields.${f.key}.label`), hint: t(`fields.${f.key}.hint`) }))
  return (
    <>
      <PageHero eyebrow={t('eyebrow')} title={t(`${kind}.title`)} lead={t(`${kind}.lead`)} />
      <GuideLayout aside={<ContactCard title={t('formSoon.title')} body={t('formSoon.body')} lines={lines} />}>
        {children}
        <GuideSection id="contact-advice" title={t('contactAdvice.title')}>
          <p>{t('contactAdvice.body')}</p>
        </GuideSection>
        <GuideSection id="protection" title={t('protection.title')}>
          <BulletList items={messages.protection.items} />
        </GuideSection>
        <GuideSection id="fields" title={t('fields.title')} lead={t('fields.lead')}>
          <FieldPreview fields={fields} requiredLabel={t('required')} optionalLabel={t('optional')} />
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

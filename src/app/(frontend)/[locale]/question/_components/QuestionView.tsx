import type { Metadata } from 'next'

import { inquiryFieldSpecs } from '@/components/Inquiry/fields'
import { InquiryForm } from '@/components/Inquiry/InquiryForm.client'
import { PageHero } from '@/components/PageHero/PageHero'
import { I18nProvider } from '@/i18n/client'
import type { Locale } from '@/i18n/locales'
import type { Messages } from '@/i18n/resources'
import { getMessages, getT } from '@/i18n/server'
import { getSiteSettings } from '@/lib/data/site'
import type { InquiryKind } from '@/lib/forms/inquiry'
import { sitePageMetadata } from '@/lib/site/sitePageMetadata'

import { BulletList, Callout, ContactCard, GuideLayout, GuideSection } from '@/components/Guide/Guide'
import { Breadcrumbs } from '@/components/StructuredData/Breadcrumbs'

type KindMessages = { include: string[]; response: string[] }
type PrivacyMessages = { items: string[] }

/** The parts of the `forms` namespace the browser needs (the server's and the mail's texts stay on the server). */
const CLIENT_FORM_KEYS = ['validation', 'form', 'fields', 'visit', 'file', 'consent', 'honeypot']

function clientFormMessages(locale: Locale): Messages {
  const all = getMessages(locale, 'forms')
  return Object.fromEntries(CLIENT_FORM_KEYS.filter((key) => key in all).map((key) => [key, all[key]]))
}

export async function questionMetadata(locale: Locale, kind: InquiryKind): Promise<Metadata> {
  const t = await getT(locale, 'question')
  return sitePageMetadata({
    locale,
    path: `/question/${kind}`,
    title: t(`${kind}.title`),
    description: t(`${kind}.metaDescription`),
  })
}

/**
 * One inquiry tab: what to send and when we reply, the form itself, and how personal data is
 * handled. The aside gives the email address for what the form cannot carry.
 */
export async function QuestionView({ locale, kind }: { locale: Locale; kind: InquiryKind }) {
  const [t, settings] = await Promise.all([getT(locale, 'question'), getSiteSettings(locale)])
  const messages = getMessages(locale, 'question')
  const texts = messages[kind] as KindMessages
  const privacy = messages.privacy as PrivacyMessages
  const lines = settings.email
    ? [{ label: t('contact.email'), value: settings.email, href: `mailto:${settings.email}` }]
    : []
  return (
    <>
      <Breadcrumbs locale={locale} menuPath={`/question/${kind}`} />
      <PageHero eyebrow={t('eyebrow')} title={t(`${kind}.title`)} lead={t(`${kind}.lead`)} />
      <GuideLayout
        aside={
          <ContactCard
            title={t('contact.title')}
            body={t('contact.body')}
            lines={lines}
            note={t('contact.subject', { type: t(`tabs.${kind}`) })}
          />
        }
      >
        <GuideSection id="include" title={t('sections.include')}>
          <BulletList items={texts.include} />
        </GuideSection>
        <GuideSection id="response" title={t('sections.response')}>
          <BulletList items={texts.response} />
        </GuideSection>
        <GuideSection id="form" title={t('sections.form')}>
          <I18nProvider locale={locale} messages={{ forms: clientFormMessages(locale) }}>
            <InquiryForm kind={kind} fields={inquiryFieldSpecs(kind)} labelledBy="form" />
          </I18nProvider>
        </GuideSection>
        <GuideSection id="privacy" title={t('sections.privacy')}>
          <BulletList items={privacy.items} />
          <Callout>
            <p>{t('privacy.refusal')}</p>
            <p>{t('privacy.precaution')}</p>
          </Callout>
        </GuideSection>
      </GuideLayout>
    </>
  )
}

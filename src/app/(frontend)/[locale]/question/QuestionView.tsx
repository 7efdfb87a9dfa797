import type { Metadata } from 'next'

import { PageHero } from '@/components/PageHero/PageHero'
import type { Locale } from '@/i18n/locales'
import { getMessages, getT } from '@/i18n/server'
import { getSiteSettings } from '@/lib/data/site'
import { pageMetadata } from '@/lib/site/seo'

import { BulletList, Callout, ContactCard, FieldPreview, GuideLayout, GuideSection } from '../_guide/Guide'
import { questionFields, type QuestionKind } from './questionKinds'

type KindMessages = { include: string[]; response: string[] }
type PrivacyMessages = { items: string[] }

export async function questionMetadata(locale: Locale, kind: QuestionKind): Promise<Metadata> {
  const [t, settings] = await Promise.all([getT(locale, 'question'), getSiteSettings(locale)])
  return pageMetadata({ locale, path: `/question/${kind}`, title: t(`${kind}.title`), description: t(`${kind}.metaDescription`), image: settings.shareImage })
}

/**
 * One inquiry page: what to send, when we reply, how personal data is handled and a preview of
 * the form's fields. The form itself comes in a later issue; meanwhile the card gives the email.
 */
export async function QuestionView({ locale, kind }: { locale: Locale; kind: QuestionKind }) {
  const [t, settings] = await Promise.all([getT(locale, 'question'), getSiteSettings(locale)])
  const messages = getMessages(locale, 'question')
  const texts = messages[kind] as KindMessages
  const privacy = messages.privacy as PrivacyMessages
  const fields = questionFields[kind].map((f) => ({
    key: f.key,
    required: f.required,
    label: t(`fields.${f.key}.label`),
    hint: t(`fields.${f.key}.hint`),
  }))
  const lines = settings.email ? [{ label: t('formSoon.email'), value: settings.email, href: `mailto:${settings.email}` }] : []
  return (
    <>
      <PageHero eyebrow={t('eyebrow')} title={t(`${kind}.title`)} lead={t(`${kind}.lead`)} />
      <GuideLayout
        aside={
          <ContactCard
            title={t('formSoon.title')}
            body={t('formSoon.body')}
            lines={lines}
            note={t('formSoon.subject', { type: t(`tabs.${kind}`) })}
          />
        }
      >
        <GuideSection id="include" title={t('sections.include')}>
          <BulletList items={texts.include} />
        </GuideSection>
        <GuideSection id="response" title={t('sections.response')}>
          <BulletList items={texts.response} />
        </GuideSection>
        <GuideSection id="fields" title={t('sections.fields')} lead={t('sections.fieldsLead')}>
          <FieldPreview fields={fields} requiredLabel={t('required')} optionalLabel={t('optional')} />
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

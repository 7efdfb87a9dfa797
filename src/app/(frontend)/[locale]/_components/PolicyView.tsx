import type { Metadata } from 'next'
import Link from 'next/link'
import { notFound } from 'next/navigation'

import { PageHero } from '@/components/PageHero/PageHero'
import { Breadcrumbs } from '@/components/StructuredData/Breadcrumbs'
import type { Locale } from '@/i18n/locales'
import { getT } from '@/i18n/server'
import { getPolicy, getPolicyVersions, type PolicyVersion } from '@/lib/data/policies'
import { digitsParam } from '@/lib/site/params'
import { localePath } from '@/lib/site/paths'
import { currentVersion } from '@/lib/site/policy'
import { pageMetadata } from '@/lib/site/seo'

import styles from './policy.module.css'

export type PolicyParams = { params: Promise<{ locale: string; id?: string[] }> }

/** The requested version (digits only, one segment at most) or, without one, the version in force. */
async function resolve(idSegments: string[] | undefined) {
  if (idSegments && idSegments.length > 1) notFound()
  const versions = await getPolicyVersions()
  const id = idSegments?.length ? digitsParam(idSegments[0]) : currentVersion(versions)?.id
  if (id === undefined) return { versions, policy: null, explicit: false }
  const policy = await getPolicy(id)
  if (!policy) notFound()
  return { versions, policy, explicit: Boolean(idSegments?.length) }
}

/** Both routes show the same document: the canonical address is always /policy[/id]. */
const canonicalPolicyPath = (policy: { id: number } | null, explicit: boolean) =>
  policy && explicit ? `/policy/${policy.id}` : '/policy'

export async function policyMetadata(locale: Locale, idSegments: string[] | undefined): Promise<Metadata> {
  const [t, { policy, explicit }] = await Promise.all([getT(locale, 'policy'), resolve(idSegments)])
  const path = canonicalPolicyPath(policy, explicit)
  return pageMetadata({ locale, path, title: t('title'), description: t('metaDescription') })
}

/**
 * The privacy policy (SPEC §1: Korean only). The document is always the Korean text, marked
 * `lang="ko"`; the frame around it follows the page's language, and the English page says so.
 */
export async function PolicyView({ locale, idSegments }: { locale: Locale; idSegments: string[] | undefined }) {
  const [t, { versions, policy, explicit }] = await Promise.all([getT(locale, 'policy'), resolve(idSegments)])
  const inForce = currentVersion(versions)
  const label = (v: PolicyVersion) => t('effectiveOn', { date: v.effectiveDay })
  return (
    <>
      <Breadcrumbs locale={locale} trail={[{ name: t('title'), path: canonicalPolicyPath(policy, explicit) }]} />
      <PageHero eyebrow={t('eyebrow')} title={t('title')} />
      <div className={`container ${styles.layout}`}>
        {locale !== 'ko' && (
          <p className={styles.note} role="note">
            {t('koreanOnly')}
          </p>
        )}
        {policy ? (
          <>
            <nav className={styles.versions} aria-labelledby="policy-versions">
              <h2 id="policy-versions" className={styles.versionsTitle}>
                {t('versionsTitle')}
              </h2>
              <ul>
                {versions.map((v) => (
                  <li key={v.id}>
                    <Link
                      href={localePath(locale, `/policy/${v.id}`)}
                      aria-current={v.id === policy.id ? 'page' : undefined}
                    >
                      {label(v)}
                      {v.id === inForce?.id && <span className={styles.badge}>{t('current')}</span>}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
            <article className={styles.document} aria-labelledby="policy-title">
              <header className={styles.docHead}>
                <p id="policy-title" className={styles.docTitle} lang="ko">
                  {policy.title}
                </p>
                <p className={styles.effective}>
                  {t('effective')} <time dateTime={policy.effectiveDate}>{policy.effectiveDay}</time>
                </p>
              </header>
              <div className="rich-text" lang="ko" dangerouslySetInnerHTML={{ __html: policy.html }} />
            </article>
          </>
        ) : (
          <p className={styles.empty}>{t('empty')}</p>
        )}
      </div>
    </>
  )
}

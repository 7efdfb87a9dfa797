import type {
  BreadcrumbList,
  NewsArticle,
  Organization,
  SearchAction,
  WebSite,
  WithActionConstraints,
  WithContext,
} from 'schema-dts'

import type { Locale } from '../../i18n/locales'
import { localePath } from '../site/paths'

/*
 * The schema.org nodes the public pages carry, as pure functions of plain data (the reads are in
 * ./site.ts). Every URL is absolute: search engines resolve JSON-LD against nothing.
 */

const CONTEXT = 'https://schema.org' as const

/** An absolute URL: a site path on `origin`, or a URL that already is absolute (object storage). */
export function absoluteUrl(origin: string, pathOrUrl: string): string {
  return /^https?:\/\//i.test(pathOrUrl) ? pathOrUrl : `${origin}${pathOrUrl.startsWith('/') ? '' : '/'}${pathOrUrl}`
}

/** The one organization behind the site, in both languages: pages refer to it by this id. */
export const organizationId = (origin: string) => `${origin}/#organization`

/**
 * The square logo, Korean or English as the header's: public/logo/<locale>.png, the favicon drawn
 * at 512 px (search engines want a raster of at least 112 px).
 */
export const logoUrl = (origin: string, locale: Locale) => `${origin}/logo/${locale}.png`

export type OrganizationFacts = {
  origin: string
  locale: Locale
  /** The company name in the page's language; `alternateNames` in the others. */
  name: string
  alternateNames: string[]
  address: string
  email?: string | null
  customerService: { label: string; phone: string; hours: string }[]
  /** The related sites of the footer. */
  sameAs: string[]
}

/** The publisher of the site's articles: name, home page and logo. */
export function organizationRef({ origin, locale, name }: Pick<OrganizationFacts, 'origin' | 'locale' | 'name'>) {
  return {
    '@type': 'Organization',
    '@id': organizationId(origin),
    name,
    url: absoluteUrl(origin, localePath(locale, '/')),
    logo: logoUrl(origin, locale),
  } satisfies Organization
}

/** Main's Organization: names, logo, address, customer-service lines and the related sites. */
export function organizationLd(facts: OrganizationFacts): WithContext<Organization> {
  const alternateNames = [...new Set(facts.alternateNames)].filter((n) => n && n !== facts.name)
  const sameAs = [...new Set(facts.sameAs)].filter((url) => /^https?:\/\//i.test(url))
  return {
    '@context': CONTEXT,
    ...organizationRef(facts),
    ...(alternateNames.length ? { alternateName: alternateNames } : {}),
    address: { '@type': 'PostalAddress', streetAddress: facts.address, addressCountry: 'KR' },
    ...(facts.email ? { email: facts.email } : {}),
    contactPoint: facts.customerService.map((line) => ({
      '@type': 'ContactPoint',
      contactType: 'customer service',
      name: line.label,
      telephone: line.phone,
      // Opening hours are free text in Site settings ("24 hours, every day"), not a structured spec.
      description: line.hours,
      areaServed: 'KR',
    })),
    ...(sameAs.length ? { sameAs } : {}),
  }
}

/** The newsroom search's query parameter (SearchForm submits it without JavaScript too). */
export const SEARCH_PARAMETER = 'keyword'

/** The site in one language, with its search: the newsroom search page. */
export function webSiteLd({ origin, locale, name }: { origin: string; locale: Locale; name: string }) {
  const home = absoluteUrl(origin, localePath(locale, '/'))
  const search: WithActionConstraints<SearchAction> = {
    '@type': 'SearchAction',
    target: {
      '@type': 'EntryPoint',
      urlTemplate: `${absoluteUrl(origin, localePath(locale, '/newsroom/search'))}?${SEARCH_PARAMETER}={search_term_string}`,
    },
    'query-input': 'required name=search_term_string',
  }
  return {
    '@context': CONTEXT,
    '@type': 'WebSite',
    '@id': `${home}#website`,
    url: home,
    name,
    inLanguage: locale,
    publisher: { '@id': organizationId(origin) },
    potentialAction: search,
  } satisfies WithContext<WebSite>
}

export type ArticleFacts = {
  origin: string
  locale: Locale
  /** The page's site path, without the locale prefix. */
  path: string
  headline: string
  description?: string
  /** ISO 8601. */
  datePublished: string
  dateModified?: string
  image?: string | null
  /** The newsroom section: press releases, fact checks. */
  section: string
  publisherName: string
}

/** A press release or fact check as a NewsArticle: written and published by the company. */
export function newsArticleLd(facts: ArticleFacts): WithContext<NewsArticle> {
  const url = absoluteUrl(facts.origin, localePath(facts.locale, facts.path))
  const publisher = organizationRef({ origin: facts.origin, locale: facts.locale, name: facts.publisherName })
  return {
    '@context': CONTEXT,
    '@type': 'NewsArticle',
    '@id': `${url}#article`,
    mainEntityOfPage: url,
    url,
    headline: facts.headline,
    ...(facts.description ? { description: facts.description } : {}),
    ...(facts.image ? { image: [absoluteUrl(facts.origin, facts.image)] } : {}),
    datePublished: facts.datePublished,
    dateModified: facts.dateModified ?? facts.datePublished,
    inLanguage: facts.locale,
    articleSection: facts.section,
    author: { '@type': 'Organization', '@id': publisher['@id'], name: publisher.name, url: publisher.url },
    publisher,
  }
}

/** One step of a breadcrumb trail: its name and its site path without the locale prefix. */
export type Crumb = { name: string; path: string }

/** A trail from Main to the page, each step linked in the page's language. */
export function breadcrumbLd({
  origin,
  locale,
  crumbs,
}: {
  origin: string
  locale: Locale
  crumbs: Crumb[]
}): WithContext<BreadcrumbList> {
  return {
    '@context': CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: crumb.name,
      item: absoluteUrl(origin, localePath(locale, crumb.path)),
    })),
  }
}

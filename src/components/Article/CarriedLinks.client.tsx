'use client'

import Link from 'next/link'
import { useSearchParams } from 'next/navigation'
import { Suspense, type ReactNode } from 'react'

import { carriedQuery, carriedSearchQuery } from '../Paging/listQuery'

type LinkProps = { href: string; className?: string; children: ReactNode }
type CarriedProps = LinkProps & { to: (params: URLSearchParams) => string }

function WithQuery({ to, className, children }: CarriedProps) {
  return (
    <Link href={to(useSearchParams())} className={className}>
      {children}
    </Link>
  )
}

/**
 * A link that carries the list's query along (SPEC §2: detail routes carry the current query).
 * The query is read in the browser, so the detail page itself stays static; until then (and
 * without scripts) the plain link is there.
 */
function Carried(props: CarriedProps) {
  return (
    <Suspense
      fallback={
        <Link href={props.href} className={props.className}>
          {props.children}
        </Link>
      }
    >
      <WithQuery {...props} />
    </Suspense>
  )
}

/**
 * Back to the list: to the page of the list the visitor came from (`?page=N`), or to the search
 * results they opened the item from (`?keyword=…&type=…`) when `searchHref` is given.
 */
export function BackToList({ searchHref, ...props }: LinkProps & { searchHref?: string }) {
  const to = (params: URLSearchParams) => {
    const search = searchHref ? carriedSearchQuery(params) : ''
    return search ? `${searchHref}${search}` : `${props.href}${carriedQuery(params)}`
  }
  return <Carried {...props} to={to} />
}

/** The newer or older item: keeps the same query, so back-to-list still returns where it should. */
export function NeighbourLink(props: LinkProps) {
  return <Carried {...props} to={(params) => `${props.href}${carriedSearchQuery(params) || carriedQuery(params)}`} />
}

'use client'

import Link from 'next/link'
import { useSearchParams } from 'next/navigation'
import { Suspense } from 'react'

import { carriedQuery } from '../Paging/listQuery'

type Props = { href: string; label: string; className?: string }

function WithQuery({ href, label, className }: Props) {
  return (
    <Link href={`${href}${carriedQuery(useSearchParams())}`} className={className}>
      {label}
    </Link>
  )
}

/** The back-to-list link, back to the page of the list the visitor came from (`?page=N`). */
export function BackToList(props: Props) {
  const plain = (
    <Link href={props.href} className={props.className}>
      {props.label}
    </Link>
  )
  return (
    <Suspense fallback={plain}>
      <WithQuery {...props} />
    </Suspense>
  )
}

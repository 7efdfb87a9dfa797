import { notFound } from 'next/navigation'

/** Any path no route claims: the not-found page with status 404 (SPEC §2 catch-all). */
export default function CatchAll() {
  notFound()
}

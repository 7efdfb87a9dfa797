import { notFound } from 'next/navigation'

/** SPEC §2 names /notfound: it shows the not-found page, with the honest 404 status. */
export default function NotFoundRoute() {
  notFound()
}

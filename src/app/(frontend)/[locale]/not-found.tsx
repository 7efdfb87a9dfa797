import { NotFoundView } from '@/components/ErrorView/NotFoundView'

// Rendered for unknown paths and for notFound() anywhere in the site (status 404).
export default function NotFound() {
  return <NotFoundView />
}

import { ErrorView } from '@/components/ErrorView/ErrorView.client'

// Rendered for unknown paths and for notFound() anywhere in the site (status 404).
export default function NotFound() {
  return <ErrorView kind="notFound" />
}

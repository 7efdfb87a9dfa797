'use client'

import { ErrorView } from '@/components/ErrorView/ErrorView.client'

// The unexpected-error page of SPEC §8 (a client boundary, as Next requires).
export default function ErrorPage() {
  return <ErrorView kind="unexpected" />
}

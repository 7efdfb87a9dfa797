'use client'

import { useSearchParams } from 'next/navigation'
import { Suspense, type ReactNode } from 'react'

type Render = (params: URLSearchParams | null) => ReactNode

function Live({ render }: { render: Render }) {
  return render(useSearchParams())
}

/**
 * Gives a list its query string (`?page=N`) without making the page dynamic: when the page is
 * prerendered the fallback, rendered with `null` (page 1 from the server's data), goes into the
 * static HTML, and the browser renders the list again with the real query.
 */
export function WithListParams({ children }: { children: Render }) {
  return (
    <Suspense fallback={children(null)}>
      <Live render={children} />
    </Suspense>
  )
}

import Link from 'next/link'

import { getPayloadClient } from '@/lib/data/payload'

export const dynamic = 'force-dynamic'

// Placeholder home until the public site is built: proves the app reads the CMS.
export default async function HomePage() {
  const payload = await getPayloadClient()
  const settings = await payload.findGlobal({ slug: 'site-settings', locale: 'ko', depth: 0, overrideAccess: false })
  return (
    <main>
      <h1>{settings.companyName}</h1>
      <p>
        <Link href="/admin">CMS</Link>
      </p>
    </main>
  )
}

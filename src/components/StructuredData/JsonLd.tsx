import { type JsonLd as JsonLdData, serializeJsonLd } from '@/lib/structuredData/serialize'

/**
 * Structured data for search engines: a data block in the server's HTML. It ships no JavaScript
 * and runs none (the CSP leaves data blocks out, src/lib/security/csp.ts).
 */
export function JsonLd({ data }: { data: JsonLdData }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />
}

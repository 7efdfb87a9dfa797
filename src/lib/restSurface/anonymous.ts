import type { Access } from 'payload'

/**
 * Anonymous visitors read through the pages (Local API, `payloadAPI: 'local'`) and the legacy API,
 * never through Payload's REST: refused there, a visitor cannot page through a whole collection
 * or send it costly queries. Files (`/api/images/file/…`) stay public: Payload checks them with
 * the same rule and `isReadingStaticFile`, and the pages load them.
 */
export function closedToAnonymousRest(rule: Access | undefined): Access {
  return (args) => {
    const { req, isReadingStaticFile } = args
    if (!req.user && req.payloadAPI !== 'local' && !isReadingStaticFile) return false
    if (!rule) return Boolean(req.user)
    return rule(args)
  }
}

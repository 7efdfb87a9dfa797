import { getPayload, type SanitizedConfig } from 'payload'

type Handler<C> = (request: Request, context: C) => Promise<Response>

const isPermissionsRead = (request: Request) => /^\/api\/access(?:\/|$)/.test(new URL(request.url).pathname)

/**
 * Payload's `/api/access` describes what the caller may do in every collection; asked anonymously,
 * it described the staff accounts' rules to anyone. Only signed-in staff are answered (the admin
 * asks it signed in); anyone else gets 403 in Payload's error shape, as the closed REST reads do.
 */
export function staffOnlyPermissions<C>(config: Promise<SanitizedConfig>, handler: Handler<C>): Handler<C> {
  return async (request, context) => {
    if (!isPermissionsRead(request)) return handler(request, context)
    const payload = await getPayload({ config })
    const { user } = await payload.auth({ headers: request.headers })
    if (user) return handler(request, context)
    return Response.json(
      { errors: [{ message: 'You are not allowed to perform this action.' }] },
      { status: 403, headers: { 'Cache-Control': 'no-store' } },
    )
  }
}

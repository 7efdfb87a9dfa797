import type { PayloadHandler, Where } from 'payload'

export const PREFERENCES = 'payload-preferences'

/**
 * Deletes the signed-in user's preference under a key (`DELETE /api/payload-preferences/:key`).
 * Payload's own handler deletes with a condition on the preference's user relationship that its
 * Postgres adapter turns into a broken statement: every such request was a 500. The preference is
 * found with the same condition (which reads correctly) and deleted by its id.
 */
export const deletePreference: PayloadHandler = async (req) => {
  if (!req.user) return Response.json({ errors: [{ message: req.t('error:unauthorized') }] }, { status: 401 })
  const where: Where = {
    and: [
      { key: { equals: req.routeParams?.key } },
      { 'user.value': { equals: req.user.id } },
      { 'user.relationTo': { equals: req.user.collection } },
    ],
  }
  const { docs } = await req.payload.db.find({ collection: PREFERENCES, req, where, limit: 1, pagination: false })
  const found = docs[0]
  if (!found) return Response.json({ errors: [{ message: req.t('general:notFound') }] }, { status: 404 })
  const deleted = await req.payload.db.deleteOne({ collection: PREFERENCES, req, where: { id: { equals: found.id } } })
  return Response.json({ ...deleted, message: req.t('general:deletedSuccessfully') })
}

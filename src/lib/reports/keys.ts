import type { Payload, PayloadRequest } from 'payload'

import { reportKey, type ReportKeys } from './sealed'

/**
 * A report's key material, read from the database adapter directly: the collection's afterRead
 * hook strips it from every document, so the Local API never hands it out. Called only from
 * hooks and routes whose own access check has already passed, and cached for the request.
 */
export async function reportKeysOf(
  payload: Payload,
  reportId: number,
  req?: PayloadRequest,
): Promise<(ReportKeys & { key: Buffer; caseNumber: string }) | null> {
  const cache = req?.context
    ? ((req.context.reportKeys ??= new Map()) as Map<number, ReportKeys & { key: Buffer; caseNumber: string }>)
    : undefined
  const hit = cache?.get(reportId)
  if (hit) return hit
  const row = (await payload.db.findOne({
    collection: 'ethics-reports',
    where: { id: { equals: reportId } },
    req,
  })) as { sealId?: string; wrappedKey?: string; receiptNumber?: string } | null
  if (!row?.sealId || !row.wrappedKey) return null
  const keys = {
    sealId: row.sealId,
    wrappedKey: row.wrappedKey,
    key: reportKey({ sealId: row.sealId, wrappedKey: row.wrappedKey }),
    caseNumber: row.receiptNumber ?? '',
  }
  cache?.set(reportId, keys)
  return keys
}

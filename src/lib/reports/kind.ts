import {
  reportCheckboxes,
  reportKinds,
  reportLists,
  reportSchemas,
  secretSchema,
  type ReportKind,
} from '../forms/report'
import { readTempFile, removeTempFile } from '../guards/tempFiles'
import { defineSubmissionKind } from '../submissions/kind'
import { writeStoredFile } from '../submissions/storage'
import { hashSecret, encryptFile, newReceiptSecret } from './crypto'
import { fileAad, newReportKeys, REPORT_FILE_AREA, sealReport } from './sealed'

type ReportState = { sealId: string; wrappedKey: string; key: Buffer; secretHash: string }

/**
 * Writes an accepted temp file encrypted under the report's key, then drops the plaintext. The
 * encrypted copy is written beside its final place and renamed, so a reader never sees half.
 */
export async function keepEncrypted(key: Buffer, sealId: string, tempPath: string, area: string): Promise<string> {
  try {
    return await writeStoredFile(area, (to, fileKey) =>
      encryptFile(key, readTempFile(tempPath), to, fileAad(sealId, fileKey)),
    )
  } finally {
    await removeTempFile(tempPath)
  }
}

/**
 * The consultation and report forms as submission kinds. Before anything is stored: a key of the
 * report's own, and the slow hash of the reporter's secret (their password, or a generated receipt
 * returned once in the answer). Everything the reporter wrote is sealed into one value; the row
 * keeps no IP, user agent or referrer. The form route hands them to the pipeline with the other
 * kinds (src/app/api/forms/[kind]/route.ts): the pipeline itself never imports src/lib/reports.
 */
export const reportSubmissionKinds = reportKinds.map((kind: ReportKind) =>
  defineSubmissionKind({
    kind,
    schema: reportSchemas[kind],
    alsoCheck: secretSchema,
    checkboxes: reportCheckboxes,
    lists: reportLists,
    collection: 'ethics-reports',
    fileArea: REPORT_FILE_AREA,
    receiptPrefix: 'E',
    prepare: async (
      values,
    ): Promise<{
      state: ReportState
      answer?: Record<string, string>
      keepFile: (tempPath: string, area: string) => Promise<string>
    }> => {
      const { sealId, wrappedKey, key } = newReportKeys()
      const generated = values.secretChoice === 'generated' ? newReceiptSecret() : undefined
      const secretHash = await hashSecret(generated ?? values.password ?? '')
      return {
        state: { sealId, wrappedKey, key, secretHash },
        answer: generated ? { receipt: generated } : undefined,
        keepFile: (tempPath, area) => keepEncrypted(key, sealId, tempPath, area),
      }
    },
    toDocument: (values, meta, state) => ({
      receiptNumber: meta.receiptNumber,
      form: kind,
      status: 'received',
      receivedAt: meta.receivedAt,
      locale: meta.locale,
      sealId: state.sealId,
      wrappedKey: state.wrappedKey,
      secretHash: state.secretHash,
      sealed: sealReport(state.key, state.sealId, {
        subject: values.subject,
        name: values.name || undefined,
        email: values.email || undefined,
        categories: 'categories' in values ? values.categories : undefined,
        detail: values.detail,
        attachment: meta.attachment,
      }),
    }),
    mail: ['notifyCompliance'],
  }),
)

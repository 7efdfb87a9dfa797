import { randomBytes } from 'node:crypto'

import { formatDate } from '../seoulDate'

// 32 symbols without 0/O and 1/I, which people misread when they quote a number on the phone.
const ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ'

/** The receipt day in Korea, where the staff work: a number quoted on the phone matches their calendar. */
function seoulDate(at: Date): string {
  return formatDate(at).replaceAll('.', '')
}

/**
 * A receipt number a visitor can quote: `<prefix>-<yyyymmdd>-<6 symbols>`, e.g. `Q-20261124-7K3M9P`.
 * 32⁶ ≈ 10⁹ codes a day; the column's unique index settles the rare collision (the pipeline draws
 * again).
 */
export function newReceiptNumber(prefix: string, at: Date = new Date()): string {
  // 256 is a multiple of 32, so `byte % 32` is uniform.
  const code = [...randomBytes(6)].map((byte) => ALPHABET[byte % ALPHABET.length]).join('')
  return `${prefix}-${seoulDate(at)}-${code}`
}

export const RECEIPT_PATTERN = /^[A-Z]+-\d{8}-[2-9A-HJ-NP-Z]{6}$/

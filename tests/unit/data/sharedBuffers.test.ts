import { describe, expect, it } from 'vitest'

import { sharedBuffers } from '@/lib/db/sharedBuffers'

const GiB = 2 ** 30

describe('sharedBuffers', () => {
  it('is a quarter of the machine’s memory, from Postgres’s own 128 MB up to 4 GB', () => {
    expect(sharedBuffers(8 * GiB, undefined)).toBe('2048MB')
    expect(sharedBuffers(24 * GiB, undefined)).toBe('4096MB')
    expect(sharedBuffers(256 * 2 ** 20, undefined)).toBe('128MB')
  })

  it('is what EMBEDDED_PG_SHARED_BUFFERS says in MB, unless that is not a size Postgres starts with', () => {
    expect(sharedBuffers(24 * GiB, '512')).toBe('512MB')
    for (const unusable of ['', 'lots', '1.5', '8', '-1']) expect(sharedBuffers(24 * GiB, unusable)).toBe('4096MB')
  })
})

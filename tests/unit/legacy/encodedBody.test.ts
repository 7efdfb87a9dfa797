import { describe, expect, it } from 'vitest'

import { encodedSuccess } from '../../../src/lib/legacy/encodedBody'

describe('encodedSuccess', () => {
  it('encodes the envelope once per source object and answers it as JSON every time', async () => {
    const page = { list: [1, 2], title: '배달 소식 %_\\' }
    let made = 0
    const toData = () => (made++, page)
    const first = encodedSuccess(page, toData)
    expect(encodedSuccess(page, toData)).toBe(first)
    expect(made).toBe(1)
    for (let i = 0; i < 3; i++) {
      const response = first.response()
      expect(response.headers.get('content-type')).toBe('application/json')
      expect(await response.json()).toEqual({ detail: 'success', data: page })
    }
  })

  it('makes a new body for another source object, even an equal one', () => {
    const toData = () => [1]
    expect(encodedSuccess({ list: [1] }, toData)).not.toBe(encodedSuccess({ list: [1] }, toData))
  })
})

import { describe, expect, it } from 'vitest'

import { originForm } from '../../../server/absoluteForm'

describe('originForm', () => {
  it('reads an absolute-form target as its path and query, and its authority as the Host', () => {
    expect(originForm('http://example.test/newsroom/report?page=2')).toEqual({
      target: '/newsroom/report?page=2',
      host: 'example.test',
    })
    expect(originForm('HTTPS://127.0.0.1:3000')).toEqual({ target: '/', host: '127.0.0.1:3000' })
    expect(originForm('http://example.test?x=1')).toEqual({ target: '/?x=1', host: 'example.test' })
    // Kept as sent: the path's encoding is judged afterwards (malformedRequest), not repaired here.
    expect(originForm('http://example.test/a/../%ff')).toEqual({ target: '/a/../%ff', host: 'example.test' })
  })

  it('leaves every other target as it is, and an absolute form with no authority or with user information', () => {
    for (const target of [
      '/notice',
      '*',
      'example.test:443',
      'ftp://example.test/',
      'http:///x',
      'http://user@example.test/',
    ])
      expect(originForm(target), target).toBeNull()
  })
})

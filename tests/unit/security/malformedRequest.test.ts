import { Writable } from 'node:stream'

import { describe, expect, it } from 'vitest'

import { routeConsoleTo } from '../../../server/console'
import { ALLOWED_METHODS, malformedRequest } from '../../../server/malformedRequest'
import { refusalLocale, refusalMessage } from '../../../server/refusal'
import en from '../../../src/i18n/locales/en/common.json'
import ko from '../../../src/i18n/locales/ko/common.json'
import { createLogger } from '../../../src/lib/log/logger'
import { refusedBody } from '../../../src/lib/restSurface/requestBody'
import { clientFault, isClientFault } from '../../../src/lib/restSurface/restErrors'

describe('malformedRequest', () => {
  it.each(['/api/report?searchKeyword=a%00b', '/api/press-releases/17', '/admin/collections/press-releases', '/api'])(
    'lets every method of the site through to %j, an API or the admin',
    (target) => {
      for (const method of ALLOWED_METHODS) expect(malformedRequest(method, target), method).toBeNull()
    },
  )

  it.each([
    '/',
    '/newsroom/report/detail/17',
    '/en/notice?searchKeyword=%ff%zz%', // the query keeps its lenient reading
    '/%ED%95%9C%EA%B8%80', // 한글, well-formed UTF-8
    '/%25ff', // a literal "%ff"
    '/_next/image?url=%2Fx%00&w=64&q=75',
    '/sitemap.xml',
    '/apiary', // not the API
  ])('lets reads of %j through and refuses writes with 405, naming GET and HEAD', (target) => {
    for (const method of ['GET', 'HEAD', 'OPTIONS']) expect(malformedRequest(method, target), method).toBeNull()
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE'])
      expect(malformedRequest(method, target), method).toEqual({
        status: 405,
        reason: 'method',
        allow: ['GET', 'HEAD'],
      })
  })

  it.each([
    '/%ff',
    '/%c0%ae%c0%ae/etc/passwd', // overlong "."
    '/newsroom/report/detail/%ff%fe',
    '/en/%E0%A4%A', // a cut sequence
    '/%zz',
    '/a%',
    '/%00',
    '/a%00b?x=1',
    '/api/press-releases/%ff',
    '*',
    'http://example.com/',
    '',
  ])('refuses the target %j with 400', (target) => {
    expect(malformedRequest('GET', target)).toEqual({ status: 400, reason: 'badPath' })
  })

  it.each(['TRACE', 'CONNECT', 'PROPFIND', 'FOO', 'get', '', undefined])('refuses the method %j with 405', (method) => {
    expect(malformedRequest(method, '/')).toEqual({ status: 405, reason: 'method', allow: ['GET', 'HEAD'] })
    expect(malformedRequest(method, '/api/report')).toEqual({ status: 405, reason: 'method', allow: ALLOWED_METHODS })
  })
})

describe('the language of a refusal', () => {
  it.each([
    ['/en/%ff', {}, 'en'],
    ['/en', { 'accept-language': 'ko' }, 'en'],
    ['/%ff', {}, 'ko'],
    ['/%ff', { 'accept-language': 'en-US,en;q=0.9' }, 'en'],
    ['/%ff', { 'accept-language': 'ko-KR,en;q=0.5' }, 'ko'],
    ['/%ff', { cookie: 'a=1; lang=EN', 'accept-language': 'ko' }, 'en'],
    ['/english/%ff', {}, 'ko'],
  ] as const)('%s with %j is %s', (target, headers, locale) => {
    expect(refusalLocale(target, headers)).toBe(locale)
  })

  it('reads every message from both languages', () => {
    for (const reason of ['badPath', 'method', 'badRequest'] as const) {
      expect(refusalMessage(reason, 'en')).toBe(en.errors.refused[reason])
      expect(refusalMessage(reason, 'ko')).toBe(ko.errors.refused[reason])
      expect(refusalMessage(reason, 'ko')).not.toBe(refusalMessage(reason, 'en'))
    }
  })
})

describe('a body Payload cannot read', () => {
  const post = (contentType: string, body = 'x') =>
    new Request('http://site.test/api/users/login', {
      method: 'POST',
      headers: { 'content-type': contentType, 'content-length': String(body.length) },
      body,
    })

  it('refuses form data without a boundary and lets one with a boundary through to Payload', async () => {
    expect(await refusedBody(post('multipart/form-data'))).toMatch(/boundary/)
    expect(await refusedBody(post('multipart/form-data; charset=utf-8'))).toMatch(/boundary/)
    expect(await refusedBody(post('multipart/form-data; boundary='))).toMatch(/boundary/)
    expect(await refusedBody(post('multipart/form-data; boundary=abc'))).toBeNull()
  })

  it('answers the form parser’s faults 400, and counts them and 4xx errors as the client’s', () => {
    for (const message of [
      'Unexpected end of form',
      'Malformed part header',
      'Request is not eligible for file upload',
    ])
      expect(clientFault(new Error(message)), message).toMatchObject({ status: 400 })
    expect(isClientFault(new Error('Unexpected end of form'))).toBe(true)
    expect(isClientFault(Object.assign(new Error('Forbidden'), { status: 403 }))).toBe(true)
    expect(isClientFault(Object.assign(new Error('Something'), { status: 500 }))).toBe(false)
    expect(isClientFault(new TypeError('x is undefined'))).toBe(false)
    expect(isClientFault(new Error('timeout exceeded when trying to connect'))).toBe(false)
  })
})

describe('a logger told what the client’s faults are', () => {
  it('writes them at info and every other error at error', () => {
    const lines: { level: string; msg: string }[] = []
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(
          ...chunk
            .toString()
            .trim()
            .split('\n')
            .map((line) => JSON.parse(line)),
        )
        done()
      },
    })
    const log = createLogger('payload', {}, { clientFault: isClientFault, destination: sink })
    log.error({ err: Object.assign(new Error('Not allowed'), { status: 403 }) })
    log.error({ err: new Error('Unexpected end of form') })
    log.error({ err: new TypeError('x is undefined') })
    log.error('plain')
    expect(lines.map((line) => line.level)).toEqual(['info', 'info', 'error', 'error'])
    expect(lines.slice(0, 2).map((line) => line.msg)).toEqual(['Not allowed', 'Unexpected end of form'])
  })
})

describe('what Next prints while it refuses an image address', () => {
  it('is a warning; Next’s other errors stay errors', () => {
    const lines: { level: string; msg: string }[] = []
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(
          ...chunk
            .toString()
            .trim()
            .split('\n')
            .map((line) => JSON.parse(line)),
        )
        done()
      },
    })
    const saved = { ...console }
    const warningListeners = process.listeners('warning')
    try {
      routeConsoleTo(createLogger('web', {}, { destination: sink }))
      console.error("⨯ The requested resource isn't a valid image for", '/x', 'received', null)
      console.error('⨯ internal image response failed for', '/x\0', 400)
      console.error('⨯ internal image response failed for', '/api/images/file/a.png', 500)
      console.error('⨯ upstream image response failed for', '/x', new Error('boom'))
    } finally {
      Object.assign(console, saved)
      process.removeAllListeners('warning')
      for (const listener of warningListeners) process.on('warning', listener)
    }
    expect(lines.map((line) => line.level)).toEqual(['warn', 'warn', 'error', 'error'])
  })
})

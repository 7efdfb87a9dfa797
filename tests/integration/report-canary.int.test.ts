import { randomUUID } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

import { describe, expect, inject, it } from 'vitest'

import { devAccount } from '../helpers/staff'
import { dumpDatabase, filesContaining } from '../helpers/dump'
import { multipart, sample, submit, uniqueClient } from '../helpers/forms'
import { bearer, login, request } from '../helpers/http'
import { postHead, RawConnection } from '../helpers/rawHttp'
import { reportRow, validReport } from '../helpers/reports'
import { sendStatusMessage } from '../helpers/reportStatus'

/**
 * The canary: one unique string, submitted as the reporter's name, subject, text, email,
 * file name and file content, again in a follow-up message and its file, and in compliance's
 * internal note and reply, must never be found
 * in plaintext in the database (every table, and the embedded server's files on disk, WAL
 * included), in the private files folder, in the mail folder (both notifications written first)
 * or in anything the server printed; nor must the reporter's address. It must still come back
 * whole to compliance, so the test cannot pass by losing the report.
 */
describe('the canary', () => {
  it('is stored nowhere in plaintext, and compliance still reads it back', async () => {
    const canary = `canary${randomUUID().replaceAll('-', '')}`
    const file = Buffer.concat([sample.pdf(256), Buffer.from(` ${canary} `), sample.pdf(256)])
    // The reporter's address, as the proxy in front passes it on: kept nowhere either.
    const client = `198.51.100.${Math.floor(Math.random() * 200) + 20}`
    const res = await submit('report', {
      client,
      fields: validReport('report', canary, {
        name: canary,
        email: `${canary}@example.com`,
        subject: `${canary} subject`,
        detail: `${canary} detail text`,
      }),
      files: [{ filename: `${canary}.pdf`, data: file }],
    })
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    const caseNumber = res.body.data?.receiptNumber ?? ''

    // Compliance reads it opened: the report really holds the canary.
    const token = await login(devAccount('compliance').email, devAccount('compliance').password)
    const row = await reportRow(caseNumber)
    const opened = await request(`/api/ethics-reports/${row?.id}?depth=0`, { headers: bearer(token) })
    expect(opened.status).toBe(200)
    const doc = (await opened.json()) as {
      name: string
      detail: string
      email: string
      attachment: { filename: string }
    }
    expect(doc.name).toBe(canary)
    expect(doc.detail).toContain(canary)
    expect(doc.email).toBe(`${canary}@example.com`)
    expect(doc.attachment.filename).toBe(`${canary}.pdf`)

    // A follow-up on the status page, with a file of its own, carries the canary too.
    const followUp = await sendStatusMessage(
      { caseNumber, secret: 'correct horse battery', message: `${canary} follow-up` },
      [{ filename: `${canary}-more.pdf`, data: Buffer.concat([sample.pdf(256), Buffer.from(` ${canary} more `)]) }],
      { client },
    )
    expect(followUp.status, followUp.text).toBe(200)
    const thread = await request(`/api/report-messages?where[report][equals]=${row?.id}&depth=0`, {
      headers: bearer(token),
    })
    const messages = ((await thread.json()) as { docs: { body: string; attachment: { filename: string } | null }[] })
      .docs
    expect(messages.map((m) => [m.body, m.attachment?.filename])).toEqual([
      [`${canary} follow-up`, `${canary}-more.pdf`],
    ])

    // Compliance's internal note and its reply to the reporter carry the canary too: both sealed.
    const noted = await request(`/api/ethics-reports/${row?.id}?depth=0`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json', ...bearer(token) },
      body: JSON.stringify({ internalNotes: `${canary} internal note` }),
    })
    expect(noted.status, await noted.clone().text()).toBe(200)
    expect(((await noted.json()) as { doc: { internalNotes: string } }).doc.internalNotes).toBe(
      `${canary} internal note`,
    )
    const reopened = await request(`/api/ethics-reports/${row?.id}?depth=0`, { headers: bearer(token) })
    expect(((await reopened.json()) as { internalNotes: string }).internalNotes).toBe(`${canary} internal note`)
    const replied = await request('/api/report-messages', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...bearer(token) },
      body: JSON.stringify({ report: row?.id, body: `${canary} staff reply` }),
    })
    expect(replied.status, await replied.clone().text()).toBe(201)

    // Both compliance notifications (the report, the follow-up) are written before the folder is read.
    const mailDir = inject('mailDir')
    const mailsOfCase = () =>
      (fs.existsSync(mailDir) ? fs.readdirSync(mailDir) : []).filter(
        (name) => name.endsWith('.eml') && fs.readFileSync(path.join(mailDir, name), 'utf8').includes(caseNumber),
      )
    await expect.poll(() => mailsOfCase().length, { timeout: 30_000 }).toBe(2)

    // The database, table by table.
    const dump = await dumpDatabase()
    expect(dump).toContain(caseNumber)
    expect(dump.toLowerCase()).not.toContain(canary)
    expect(dump).not.toContain(client)
    // The database server's own files (heap, indexes, WAL), when it is the embedded one.
    const embedded = inject('embedded')
    if (embedded) {
      // The scan does see this report's fresh writes: its case number is stored in plaintext.
      expect(filesContaining(embedded.dataDir, caseNumber).length).toBeGreaterThan(0)
      expect(filesContaining(embedded.dataDir, canary)).toEqual([])
    }
    // The private files folder (stored reports, uploads in progress) and written mail.
    expect(filesContaining(inject('privateDir'), canary)).toEqual([])
    expect(filesContaining(inject('mailDir'), canary)).toEqual([])
    // Everything the server printed.
    const log = fs.readFileSync(inject('appLog'), 'utf8')
    expect(log).not.toContain(canary)
    expect(log).not.toContain(client)
  })
})

describe('an upload in progress', () => {
  it('is encrypted on disk from its first byte: the canary is not in the temp file while it arrives', async () => {
    const canary = `canary${randomUUID().replaceAll('-', '')}`
    const file = Buffer.concat([sample.pdf(1024), Buffer.from(` ${canary} `), sample.pdf(64 * 1024)])
    const { body, contentType } = multipart(validReport('report', '[upload in progress]'), [
      { filename: 'evidence.pdf', data: file },
    ])
    const conn = new RawConnection()
    await conn.write(
      postHead('/api/forms/report', {
        'Content-Type': contentType,
        'Content-Length': String(body.length),
        'X-Forwarded-For': uniqueClient(),
      }),
    )
    // Everything up to a little past the canary arrives; the rest of the file never does.
    const upTo = body.indexOf(canary) + canary.length + 512
    await conn.write(body.subarray(0, upTo))
    const tmp = path.join(inject('privateDir'), 'tmp')
    const written = upTo - body.indexOf('%PDF')
    const tempFile = () =>
      fs
        .readdirSync(tmp)
        .map((name) => path.join(tmp, name))
        .find((f) => fs.statSync(f).size >= written)
    await expect.poll(() => tempFile() !== undefined, { timeout: 10_000 }).toBe(true)
    expect(fs.readFileSync(tempFile()!).includes(Buffer.from(canary))).toBe(false)
    conn.socket.destroy()
    // The abandoned upload leaves nothing behind.
    await expect.poll(() => fs.readdirSync(tmp).length, { timeout: 10_000 }).toBe(0)
  })
})

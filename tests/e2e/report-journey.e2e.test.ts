import { describe, expect, it } from 'vitest'

import { downloadedBytes, setupBrowser, visit } from '../helpers/browser'
import { sql } from '../helpers/db'
import { newMarker } from '../helpers/forms'
import { bearer, request } from '../helpers/http'
import { newClient, pdf } from '../helpers/inquiryForm'
import { controls, expectSent, fillText, openForm } from '../helpers/reportForm'
import { inLocale, message } from '../helpers/messages'
import { adminPage, devAccount, staffToken } from '../helpers/staff'

/**
 * The ethics report whole, as its people live it: a reporter sends an anonymous report with a file and gets
 * a case number; a compliance officer finds it in the admin, opens it (the audit log records who),
 * downloads the file and replies; the reporter reads the reply on the status page with the case
 * number and password and adds a message, which compliance then reads. Editors and admins see
 * nothing of it.
 */
const session = setupBrowser()
const PASSWORD = 'harbour-lantern-blue-7'
const s = (key: string) => message('ko', 'status', key)
const startsWith = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`)

describe('a report from the form to compliance and back', () => {
  it('is sent anonymously with a file, opened, downloaded and answered by compliance (audited), followed up by the reporter, and hidden from editors and admins', async () => {
    const marker = newMarker('journey')

    // 1. The reporter: no name, no email, two report types, a PDF, a password of their own.
    const evidence = Buffer.concat([pdf(), Buffer.from(`%${marker} evidence\n`)])
    const form = await openForm(session, 'ko', 'report')
    const c = controls(form, 'ko')
    await fillText(form, 'ko', marker)
    await c.category('dealingPosition').check()
    await c.category('writtenContract').check()
    await c.file.setInputFiles({ name: 'evidence.pdf', mimeType: 'application/pdf', buffer: evidence })
    await c.password.fill(PASSWORD)
    await c.confirm.fill(PASSWORD)
    await c.consentAll.check()
    await c.submit('report').click()
    const { caseNumber } = await expectSent(form, 'ko')

    // 2. Compliance finds the case number in the admin, opens the report and downloads the file.
    const compliance = await adminPage(session, 'compliance', 'en-US')
    await compliance.goto('/admin/collections/ethics-reports', { waitUntil: 'networkidle' })
    await compliance.locator('#search-filter-input').fill(caseNumber)
    await compliance.waitForURL((url) => url.searchParams.get('search') === caseNumber)
    const rows = compliance.locator('tbody tr')
    await expect.poll(() => rows.count()).toBe(1)
    await rows.getByRole('link', { name: caseNumber }).click()
    await compliance.waitForURL((url) => /^\/admin\/collections\/ethics-reports\/\d+$/.test(url.pathname))
    const id = Number(new URL(compliance.url()).pathname.split('/').pop())
    await expect.poll(() => compliance.locator('#field-subject').inputValue()).toContain(marker)
    expect(await compliance.locator('#field-detail').inputValue()).toContain(marker)

    const link = compliance.locator('.report-attachment').getByRole('link', { name: 'evidence.pdf' })
    const [download] = await Promise.all([compliance.waitForEvent('download'), link.click()])
    expect((await downloadedBytes(download)).equals(evidence), 'the file downloaded is the file sent').toBe(true)

    // The audit log names who opened it and who downloaded the file.
    const [{ id: complianceId }] = await sql<{ id: number }>('SELECT id FROM users WHERE email = $1', [
      devAccount('compliance').email,
    ])
    const audit = async () =>
      (
        await sql<{ action: string; user_id: number | null }>(
          'SELECT action, user_id FROM report_audit_log WHERE report_id = $1 ORDER BY id',
          [id],
        )
      ).map((e) => `${e.action}:${e.user_id ?? '-'}`)
    await expect.poll(audit).toEqual(expect.arrayContaining([`read:${complianceId}`, `downloaded:${complianceId}`]))

    // 3. Compliance replies from the report's edit view.
    const reply = `${marker} 접수했습니다. 계약서 사본이 있으면 보내 주세요.`
    await compliance.getByRole('button', { name: 'Add new' }).click()
    const body = compliance.locator('textarea#field-body')
    await body.waitFor({ state: 'visible' })
    await body.fill(reply)
    await compliance.locator('.drawer__content #action-save, [class*="drawer"] #action-save').last().click()
    await expect.poll(audit).toEqual(expect.arrayContaining([`replied:${complianceId}`]))

    // 4. The reporter, with the case number and the password, reads the reply and adds a message.
    const status = await session.desktopPage(newClient())
    await visit(status, inLocale('ko', '/information-center/status'))
    await status.getByLabel(startsWith(s('lookup.caseNumber.label'))).fill(caseNumber)
    await status.getByLabel(startsWith(s('lookup.secret.label'))).fill(PASSWORD)
    await status.getByRole('button', { name: s('lookup.submit') }).click()
    await status.getByRole('heading', { level: 2, name: s('view.title') }).waitFor()
    await expect.poll(() => status.locator('[data-author="staff"]').innerText()).toContain(reply)
    const more = `${marker} 계약서 사본을 첨부합니다.`
    await status.getByRole('textbox', { name: startsWith(s('add.message.label')) }).fill(more)
    await status
      .locator('input[type="file"]')
      .setInputFiles({ name: 'contract-copy.pdf', mimeType: 'application/pdf', buffer: pdf() })
    // The form takes the file after checking it: sending before then would send the message alone.
    await expect.poll(() => status.getByText('contract-copy.pdf').count()).toBeGreaterThan(0)
    await status.getByRole('button', { name: s('add.submit') }).click()
    await status.locator('[data-author="reporter"]').filter({ hasText: more }).waitFor()

    // Compliance reads the reporter's message, opened.
    const complianceToken = await staffToken('compliance')
    const thread = await request(`/api/report-messages?where[report][equals]=${id}&sort=createdAt&depth=0`, {
      headers: bearer(complianceToken),
    })
    const { docs } = (await thread.json()) as {
      docs: { author: string; body: string; attachment: { filename: string } | null }[]
    }
    expect(docs.map((d) => [d.author, d.body])).toEqual([
      ['staff', reply],
      ['reporter', more],
    ])
    expect(docs[1].attachment?.filename).toBe('contract-copy.pdf')

    // 5. Editors and admins see nothing of it: not in the admin, not through the API, not the file.
    for (const role of ['editor', 'admin'] as const) {
      const page = await adminPage(session, role, 'en-US')
      for (const path of [
        `/admin/collections/ethics-reports/${id}`,
        `/admin/collections/ethics-reports?search=${caseNumber}`,
        `/api/ethics-reports/${id}`,
      ]) {
        await page.goto(path, { waitUntil: 'networkidle' })
        const text = await page.locator('body').innerText()
        expect(text, `${role} at ${path}`).not.toContain(marker)
        expect(text, `${role} at ${path}`).not.toContain(caseNumber)
      }
      const token = await staffToken(role)
      for (const path of [
        `/api/ethics-reports/${id}`,
        `/api/ethics-reports/${id}/attachment`,
        `/api/report-messages?where[report][equals]=${id}`,
      ]) {
        const res = await request(path, { headers: bearer(token) })
        expect(res.status, `${role} ${path}`).toBe(403)
        expect(await res.text()).not.toContain(marker)
      }
    }
  })
})

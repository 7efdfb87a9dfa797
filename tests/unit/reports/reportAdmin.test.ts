import { describe, expect, it } from 'vitest'

import { reportsListPath, whereQuery } from '@/admin/reports/links'
import { overdueWhere } from '@/lib/reports/due'
import { composeComplianceNotify } from '@/lib/submissions/mail/composeCompliance'
import { monthsBefore } from '@/lib/submissions/retention'

describe('the retention cutoff of closed reports', () => {
  it('is the same day and time `months` calendar months earlier', () => {
    expect(monthsBefore(new Date('2026-11-24T06:30:00.000Z'), 12).toISOString()).toBe('2025-11-24T06:30:00.000Z')
    expect(monthsBefore(new Date('2026-03-15T00:00:00.000Z'), 3).toISOString()).toBe('2025-12-15T00:00:00.000Z')
  })

  it('is the last day of a shorter month, never a day that rolls into the next month', () => {
    expect(monthsBefore(new Date('2026-03-31T12:00:00.000Z'), 1).toISOString()).toBe('2026-02-28T12:00:00.000Z')
    expect(monthsBefore(new Date('2024-03-31T12:00:00.000Z'), 1).toISOString()).toBe('2024-02-29T12:00:00.000Z')
    expect(monthsBefore(new Date('2026-05-31T12:00:00.000Z'), 1).toISOString()).toBe('2026-04-30T12:00:00.000Z')
  })
})

describe('links into the reports list', () => {
  it("write a where query in the bracket format of Payload's list view, nested and listed", () => {
    expect(whereQuery({ status: { equals: 'received' } })).toEqual(['where%5Bstatus%5D%5Bequals%5D=received'])
    const overdue = whereQuery(overdueWhere(new Date('2026-11-24T00:00:00.000Z'))).map(decodeURIComponent)
    expect(overdue).toEqual([
      'where[or][0][and][0][status][equals]=received',
      'where[or][0][and][1][acknowledgeBy][less_than]=2026-11-24T00:00:00.000Z',
      'where[or][1][and][0][status][in][0]=received',
      'where[or][1][and][0][status][in][1]=inReview',
      'where[or][1][and][1][resultBy][less_than]=2026-11-24T00:00:00.000Z',
    ])
  })

  it('open the unfiltered list without a query', () => {
    expect(reportsListPath()).toBe('/collections/ethics-reports')
    expect(reportsListPath({ form: { equals: 'consult' } })).toBe(
      '/collections/ethics-reports?where%5Bform%5D%5Bequals%5D=consult',
    )
  })
})

describe('the compliance notification', () => {
  const report = {
    id: 7,
    receiptNumber: 'E-20261124-7K3M9P',
    form: 'consult' as const,
    receivedAt: '2026-11-24T06:00:00.000Z',
  }
  const mail = composeComplianceNotify(report, {
    adminUrl: 'https://cms.example.com/admin/collections/ethics-reports/7',
  })

  it('says in Korean and English that a consultation arrived, with its case number', () => {
    expect(mail.subject).toBe('[윤리 제보] 새 윤리 상담 접수 / New ethics consultation received (E-20261124-7K3M9P)')
    expect(mail.text).toContain('새 윤리 상담 건이 접수되었습니다')
    expect(mail.text).toContain('A new ethics consultation has arrived')
    expect(mail.text).toContain('사건 번호: E-20261124-7K3M9P')
    expect(mail.text).toContain('Case number: E-20261124-7K3M9P')
    expect(mail.text).toContain('접수 일시: 2026년 11월 24일 15:00 (KST)')
    expect(mail.text).toContain('Received: 24 November 2026 at 15:00 (KST)')
  })

  it('links to the report in the admin, in the text and the HTML', () => {
    expect(mail.text).toContain('관리자 화면에서 열기: https://cms.example.com/admin/collections/ethics-reports/7')
    expect(mail.text).toContain('Open it in the admin: https://cms.example.com/admin/collections/ethics-reports/7')
    expect(mail.html).toContain('<a href="https://cms.example.com/admin/collections/ethics-reports/7">')
    expect(mail.html.match(/<html>|<html /g)).toHaveLength(1)
  })

  it('names the kind of a report', () => {
    expect(composeComplianceNotify({ ...report, form: 'report' }, { adminUrl: 'x' }).subject).toContain(
      '새 불공정거래 제보 접수 / New unfair-trade report received',
    )
  })
})

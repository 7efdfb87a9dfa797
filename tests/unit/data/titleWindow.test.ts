import { describe, expect, it } from 'vitest'

import { coveringPage, titleWindow } from '@/lib/restSurface/titleWindow'

describe('titleWindow', () => {
  it('starts at the list’s beginning for a first page, and ends past the page by its margin', () => {
    expect(titleWindow(0, 10, 1)).toEqual({ first: 1, last: 20 })
    // Half the rows selected: the page's rows lie twice as far into the title order.
    expect(titleWindow(0, 10, 0.5)).toEqual({ first: 1, last: 40 })
  })

  it('holds a deep page with a margin that grows with its depth, spread by the share', () => {
    // Row 38,861 of a `where` selecting every row: four standard deviations (4 × √38,860 ≈ 789) and a page.
    expect(titleWindow(38_860, 10, 1)).toEqual({ first: 38_061, last: 39_669 })
    const quarter = titleWindow(1_000, 10, 0.25)
    expect(quarter.first).toBeLessThan(1_000 / 0.25)
    expect(quarter.last).toBeGreaterThan(1_010 / 0.25)
    expect(quarter.last - quarter.first).toBeLessThan(2_000)
  })

  it('covers rows drawn independently of the titles in nearly every draw', () => {
    // 200 lists whose `where` selects each row with chance 0.3; the window must hold the page.
    let seed = 7
    const random = () => ((seed = (seed * 16807) % 2147483647) - 1) / 2147483646
    let missed = 0
    for (let list = 0; list < 200; list++) {
      const selected: number[] = []
      for (let position = 1; position <= 20_000; position++) if (random() < 0.3) selected.push(position)
      const skipped = Math.floor(random() * (selected.length - 10))
      const window = titleWindow(skipped, 10, selected.length / 20_000)
      if (selected[skipped] < window.first || selected[skipped + 9] > window.last) missed++
    }
    expect(missed).toBeLessThanOrEqual(1)
  })
})

describe('coveringPage', () => {
  it('is the page itself when the rows start on a page boundary', () => {
    expect(coveringPage(0, 10)).toEqual({ page: 1, limit: 10, start: 0 })
    expect(coveringPage(30, 10)).toEqual({ page: 4, limit: 10, start: 0 })
  })

  it('is a page of Payload’s paging that holds every wanted row, with few extra', () => {
    for (let offset = 0; offset < 3_000; offset += 7)
      for (const count of [1, 10, 25]) {
        const { page, limit, start } = coveringPage(offset, count)
        expect((page - 1) * limit + start, `${offset}, ${count}`).toBe(offset)
        expect(start + count).toBeLessThanOrEqual(limit)
        if (offset >= count) expect(limit, `${offset}, ${count}`).toBeLessThanOrEqual(3 * count)
      }
  })
})

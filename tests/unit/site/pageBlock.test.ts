import { describe, expect, it } from 'vitest'

import { pageBlock, pageCount, pageRequest, parsePage, showMore } from '@/components/Paging/pageBlock'

describe('pageBlock', () => {
  it('shows pages 1 to 5 with no previous block and 6 as the next for page 3 of 12', () => {
    expect(pageBlock(3, 12)).toEqual({ pages: [1, 2, 3, 4, 5], prev: null, next: 6 })
  })

  it('moves the previous button to the last page of the previous block (5) and next to 11 on page 7', () => {
    expect(pageBlock(7, 12)).toEqual({ pages: [6, 7, 8, 9, 10], prev: 5, next: 11 })
  })

  it('keeps page 5 in the first block and page 6 in the second', () => {
    expect(pageBlock(5, 12).pages).toEqual([1, 2, 3, 4, 5])
    expect(pageBlock(6, 12).pages).toEqual([6, 7, 8, 9, 10])
  })

  it('shortens the last block to the pages that exist and has no next block', () => {
    expect(pageBlock(11, 12)).toEqual({ pages: [11, 12], prev: 10, next: null })
  })

  it('shows the single block of a 3-page list with neither button active', () => {
    expect(pageBlock(2, 3)).toEqual({ pages: [1, 2, 3], prev: null, next: null })
  })

  it('shows the last block for a page beyond the end, so the visitor can get back', () => {
    expect(pageBlock(99, 7)).toEqual({ pages: [6, 7], prev: 5, next: null })
  })

  it('shows nothing for an empty list', () => {
    expect(pageBlock(1, 0)).toEqual({ pages: [], prev: null, next: null })
  })
})

describe('pageCount', () => {
  it('counts 42 press releases at 20 a page as 3 pages and 25 notices at 10 as 3', () => {
    expect(pageCount(42, 20)).toBe(3)
    expect(pageCount(25, 10)).toBe(3)
    expect(pageCount(40, 20)).toBe(2)
    expect(pageCount(0, 20)).toBe(0)
  })
})

describe('parsePage', () => {
  it('reads a positive page number and falls back to 1 for anything else', () => {
    expect(parsePage('4')).toBe(4)
    expect(parsePage(null)).toBe(1)
    expect(parsePage('0')).toBe(1)
    expect(parsePage('-2')).toBe(1)
    expect(parsePage('2abc')).toBe(1)
    expect(parsePage('1e3')).toBe(1)
  })
})

describe('pageRequest', () => {
  it('asks for the page itself on desktop', () => {
    expect(pageRequest(3, 20, false)).toEqual({ pageNumber: 3, pageSize: 20 })
  })

  it('asks for page × size items from the start on mobile (pages 1..N at once)', () => {
    expect(pageRequest(3, 20, true)).toEqual({ pageNumber: 1, pageSize: 60 })
    expect(pageRequest(1, 10, true)).toEqual({ pageNumber: 1, pageSize: 10 })
  })

  it('never asks for more than the API allows (500)', () => {
    expect(pageRequest(40, 20, true)).toEqual({ pageNumber: 1, pageSize: 500 })
  })
})

describe('showMore', () => {
  it('hides the see-more button at or below the minimum size of 20 and shows it above', () => {
    expect(showMore(20)).toBe(false)
    expect(showMore(14)).toBe(false)
    expect(showMore(21)).toBe(true)
  })

  it('takes a list-specific minimum (10-item lists pass their page size)', () => {
    expect(showMore(16, 10)).toBe(true)
    expect(showMore(10, 10)).toBe(false)
  })
})

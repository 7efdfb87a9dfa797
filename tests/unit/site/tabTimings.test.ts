import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { debounce, TAB_SCROLL_DEBOUNCE_MS, TAB_SCROLL_THROTTLE_MS, throttle } from '@/components/TabBar/timings'

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

// The tab bar's own timings, as it passes them, measured in SPEC §9's milliseconds.
describe('the tab bar timings (SPEC §9)', () => {
  it('the scroll throttle runs at once, then at most every 15 ms, and never drops the last call', () => {
    const fn = vi.fn()
    const onScroll = throttle(fn, TAB_SCROLL_THROTTLE_MS)
    onScroll()
    expect(fn).toHaveBeenCalledTimes(1)
    for (let i = 0; i < 5; i++) onScroll()
    expect(fn).toHaveBeenCalledTimes(1)
    vi.advanceTimersByTime(14)
    expect(fn).toHaveBeenCalledTimes(1)
    vi.advanceTimersByTime(1)
    expect(fn).toHaveBeenCalledTimes(2)
    vi.advanceTimersByTime(100)
    expect(fn).toHaveBeenCalledTimes(2)
  })

  it('a cancelled throttle runs no pending call', () => {
    const fn = vi.fn()
    const onScroll = throttle(fn, TAB_SCROLL_THROTTLE_MS)
    onScroll()
    onScroll()
    onScroll.cancel()
    vi.advanceTimersByTime(50)
    expect(fn).toHaveBeenCalledTimes(1)
  })

  it('the debounce runs once, 10 ms after the last of a burst', () => {
    const fn = vi.fn()
    const centre = debounce(fn, TAB_SCROLL_DEBOUNCE_MS)
    centre()
    vi.advanceTimersByTime(9)
    centre()
    vi.advanceTimersByTime(9)
    expect(fn).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(fn).toHaveBeenCalledTimes(1)
  })
})

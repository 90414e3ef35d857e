import type { SpamFlags } from '@contract/signup-payload.ts'
import { act, render } from '@testing-library/react'
import { useRef } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { HoneypotField, MIN_HUMAN_FILL_MS, useSpamSignals } from '@/features/waitlist/spam-signals'

/** jsdom has no IntersectionObserver: this one sees the form the moment it is observed. */
class SeenAtOnce {
  constructor(
    private readonly callback: (entries: { isIntersecting: boolean; time: number }[]) => void,
  ) {}
  observe() {
    this.callback([{ isIntersecting: true, time: performance.now() }])
  }
  disconnect() {}
}

function renderForm() {
  let read: () => SpamFlags = () => {
    throw new Error('not rendered')
  }
  function Form() {
    const ref = useRef<HTMLFormElement>(null)
    const spam = useSpamSignals(ref)
    read = spam.flags
    return (
      <form ref={ref}>
        <input name="email" defaultValue="" />
        <HoneypotField inputRef={spam.honeypotRef} />
      </form>
    )
  }
  const view = render(<Form />)
  return { view, flags: () => read() }
}

describe('spam signals', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['performance'] })
    vi.stubGlobal('IntersectionObserver', SeenAtOnce)
  })
  afterEach(() => {
    vi.useRealTimers()
    vi.unstubAllGlobals()
  })

  it('flags a submit sooner than a person can fill the form after first seeing it, not later', () => {
    const { flags } = renderForm()
    act(() => vi.advanceTimersByTime(MIN_HUMAN_FILL_MS - 1))
    expect(flags()).toEqual({ honeypotFilled: false, submittedTooFast: true })
    act(() => vi.advanceTimersByTime(1))
    expect(flags()).toEqual({ honeypotFilled: false, submittedTooFast: false })
  })

  it('flags a filled honeypot, whatever the timing', () => {
    const { view, flags } = renderForm()
    const honeypot = view.container.querySelector<HTMLInputElement>('input[tabindex="-1"]')
    if (!honeypot) throw new Error('no honeypot')
    honeypot.value = 'https://spam.example'
    act(() => vi.advanceTimersByTime(MIN_HUMAN_FILL_MS * 2))
    expect(flags()).toEqual({ honeypotFilled: true, submittedTooFast: false })
  })
})

import { linkOptions } from '@tanstack/react-router'
import { describe, it } from 'vitest'
import type {} from '@/router'

describe('type-safe routes', () => {
  it('accepts the routes that exist and rejects the ones that do not', () => {
    linkOptions({ to: '/' })
    linkOptions({ to: '/quiz' })
    linkOptions({ to: '/our-story' })
    linkOptions({ to: '/', hash: 'waitlist' })
    // @ts-expect-error -- there is no /pricing route, so a link to it fails the type check
    linkOptions({ to: '/pricing' })
  })

  it('types the quiz URL from its zod schema', () => {
    linkOptions({ to: '/quiz', search: { step: 3, a: '1-relaxation' } })
    linkOptions({ to: '/quiz', search: { step: 'result' } })
    // @ts-expect-error -- a step is 1–5, "email" or "result"
    linkOptions({ to: '/quiz', search: { step: 'banana' } })
  })
})

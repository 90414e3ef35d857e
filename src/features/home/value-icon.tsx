import type { ValueCard } from '@schemas/home.schema.ts'
import type { JSX } from 'react'

const stroke = {
  fill: 'none',
  stroke: 'var(--color-sage-700)',
  strokeWidth: 1.8,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const

/** Two circles meeting: you and the right therapist, the overlap warm. */
function MatchIcon() {
  return (
    <>
      <path d="M24 14.6a10 10 0 0 1 0 18.8 10 10 0 0 1 0-18.8Z" fill="var(--color-clay-300)" />
      <circle cx="18.5" cy="24" r="10" {...stroke} />
      <circle cx="29.5" cy="24" r="10" {...stroke} />
      <path d="m21.2 24.2 2 2 3.8-4.2" {...stroke} stroke="var(--color-clay-700)" />
    </>
  )
}

/** An open book with a leaf growing from its spine. */
function LearnIcon() {
  return (
    <>
      <path d="M24 19.5c4.2-7.3 9.4-7.6 11-7 .5 4-2.8 8.9-11 9.6" fill="var(--color-clay-300)" />
      <path d="M24 20c3.7-6 8-7 11-7.5.5 4-2.8 8.9-11 9.5" {...stroke} />
      <path
        d="M9 18.5c5.6-.3 11 .7 15 3.7 4-3 9.4-4 15-3.7v16c-5.6-.3-11 .8-15 3.7-4-2.9-9.4-4-15-3.7Z"
        {...stroke}
      />
      <path d="M24 22.2v15.6" {...stroke} />
    </>
  )
}

/** A shield holding a check: verified, licensed, safe. */
function TrustIcon() {
  return (
    <>
      <path
        d="M24 8.5 37 13v9.6c0 8.2-5.4 14.2-13 17-7.6-2.8-13-8.8-13-17V13Z"
        fill="var(--color-sand-200)"
      />
      <path d="M24 8.5 37 13v9.6c0 8.2-5.4 14.2-13 17-7.6-2.8-13-8.8-13-17V13Z" {...stroke} />
      <path
        d="m18.5 23.8 3.9 3.9 7.6-8"
        {...stroke}
        stroke="var(--color-clay-700)"
        strokeWidth={2.2}
      />
    </>
  )
}

const ICONS: Record<ValueCard['icon'], () => JSX.Element> = {
  match: MatchIcon,
  learn: LearnIcon,
  trust: TrustIcon,
}

/** The drawn icon of a value card. Decorative: the card's title says what it means. */
export function ValueIcon({ icon, className }: { icon: ValueCard['icon']; className?: string }) {
  const Drawing = ICONS[icon]
  return (
    <svg viewBox="0 0 48 48" aria-hidden="true" focusable="false" className={className}>
      <Drawing />
    </svg>
  )
}

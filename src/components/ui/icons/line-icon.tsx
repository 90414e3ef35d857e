import type { ReactNode } from 'react'

// Small line icons used beside text: one per file beside this one, so each ships with the code
// that shows it rather than with every first visit.

export type IconProps = { className?: string }

/** The 24-unit frame every line icon draws in. Decorative: the text beside it says it all. */
export function LineIcon({ className, children }: IconProps & { children: ReactNode }) {
  return (
    <svg
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      className={className}
      fill="none"
      stroke="currentColor"
      strokeWidth="1.7"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {children}
    </svg>
  )
}

/** The Restwell mark: two open hands forming a leaf. Decorative; the link carries the name. */
export function BrandMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" focusable="false" className={className}>
      <circle cx="16" cy="16" r="16" fill="var(--color-sage-700)" />
      <path
        d="M16 7c-4.6 3.2-6.6 7.2-6 12.1 2.7.3 4.7 1.4 6 3.4 1.3-2 3.3-3.1 6-3.4.6-4.9-1.4-8.9-6-12.1Z"
        fill="var(--color-sand-100)"
      />
      <path
        d="M16 10.5v11.8"
        stroke="var(--color-sage-700)"
        strokeWidth="1.4"
        strokeLinecap="round"
      />
      <path
        d="M8.5 22.5c2.4.2 5.3 1.1 7.5 3 2.2-1.9 5.1-2.8 7.5-3"
        fill="none"
        stroke="var(--color-clay-300)"
        strokeWidth="1.6"
        strokeLinecap="round"
      />
    </svg>
  )
}

/**
 * A cairn of three smooth stones, balanced under a warm sun with a sprig beside it: a match that
 * fits, in the hero's and the quiz path's language. Decorative.
 */
export function MatchArt({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 480 160" aria-hidden="true" focusable="false" className={className}>
      <rect width="480" height="160" fill="var(--color-sand-50)" />
      <circle cx="138" cy="56" r="44" fill="var(--color-cream)" opacity="0.8" />
      <circle cx="138" cy="56" r="26" fill="var(--color-clay-300)" />
      <path
        d="M0 122c64-22 128-26 196-12 58 12 108 10 164-6 48-14 88-14 120-6v62H0Z"
        fill="var(--color-sage-100)"
      />
      <g fill="none" stroke="var(--color-cream)" strokeLinecap="round" strokeWidth="3">
        <path d="M86 140h56M324 138h72M170 150h40" />
      </g>
      <ellipse cx="240" cy="126" rx="40" ry="6" fill="var(--color-clay-700)" opacity="0.12" />
      <ellipse cx="240" cy="112" rx="38" ry="15" fill="var(--color-sage-500)" />
      <ellipse cx="242" cy="88" rx="28" ry="12" fill="var(--color-sand-200)" />
      <ellipse cx="238" cy="68" rx="18" ry="9" fill="var(--color-sage-700)" />
      <ellipse cx="232" cy="106" rx="14" ry="4" fill="white" opacity="0.2" />
      <ellipse cx="236" cy="83" rx="10" ry="3.5" fill="white" opacity="0.5" />
      <g fill="var(--color-sage-500)">
        <path
          d="M352 124c-2-24 4-46 22-66"
          fill="none"
          stroke="var(--color-sage-500)"
          strokeWidth="3"
          strokeLinecap="round"
        />
        <ellipse cx="368" cy="72" rx="13" ry="7" transform="rotate(-40 368 72)" />
        <ellipse cx="356" cy="96" rx="14" ry="7.5" transform="rotate(25 356 96)" opacity="0.8" />
      </g>
    </svg>
  )
}

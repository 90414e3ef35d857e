/**
 * Stepping stones across still water that stop short of the far bank, under a low sun: a path
 * that leads nowhere, drawn like the hero's landscape. Decorative.
 */
export function NotFoundArt({ className }: { className?: string }) {
  const stones = [
    { cx: 96, cy: 176, rx: 34, ry: 11 },
    { cx: 178, cy: 160, rx: 28, ry: 9 },
    { cx: 244, cy: 146, rx: 22, ry: 7.5 },
    { cx: 294, cy: 135, rx: 16, ry: 5.5 },
  ]
  return (
    <svg viewBox="0 0 480 200" aria-hidden="true" focusable="false" className={className}>
      <rect width="480" height="200" fill="var(--color-sand-50)" />
      <circle cx="356" cy="76" r="52" fill="var(--color-cream)" opacity="0.8" />
      <circle cx="356" cy="76" r="32" fill="var(--color-clay-300)" />
      <path
        d="M0 104c60-22 120-26 178-12 50 12 96 12 150-4 60-18 110-16 152-6v30H0Z"
        fill="var(--color-sage-200)"
      />
      <path d="M0 118h480v82H0Z" fill="var(--color-sage-100)" />
      <g fill="none" stroke="var(--color-cream)" strokeLinecap="round" strokeWidth="3">
        <path d="M330 140h90M372 158h70M36 138h60M398 180h50" />
      </g>
      {stones.map((stone) => (
        <g key={stone.cx}>
          <ellipse {...stone} cy={stone.cy + 3} fill="var(--color-sage-700)" opacity="0.15" />
          <ellipse {...stone} fill="var(--color-cream)" />
        </g>
      ))}
      <g fill="var(--color-sage-500)">
        <path
          d="M436 118c-2-22 2-44 18-62"
          fill="none"
          stroke="var(--color-sage-500)"
          strokeWidth="3"
          strokeLinecap="round"
        />
        <ellipse cx="450" cy="68" rx="12" ry="6.5" transform="rotate(-40 450 68)" />
        <ellipse cx="440" cy="92" rx="13" ry="7" transform="rotate(25 440 92)" opacity="0.8" />
      </g>
    </svg>
  )
}

/**
 * A winding path of five stepping stones (one per quiz question) that ends at a warm sun: the
 * quiz as a short walk to an answer. Decorative.
 */
export function QuizPathArt({ className }: { className?: string }) {
  const stones = [
    { cx: 92, cy: 318, rx: 30, ry: 13 },
    { cx: 178, cy: 262, rx: 27, ry: 12 },
    { cx: 142, cy: 196, rx: 24, ry: 11 },
    { cx: 228, cy: 146, rx: 22, ry: 10 },
    { cx: 300, cy: 112, rx: 19, ry: 9 },
  ]
  return (
    <svg viewBox="0 0 420 380" aria-hidden="true" focusable="false" className={className}>
      <circle cx="330" cy="74" r="58" fill="var(--color-cream)" opacity="0.7" />
      <circle cx="330" cy="74" r="36" fill="var(--color-clay-300)" />
      <path
        d="M40 352C96 340 150 314 178 282s-72-50-36-86 110-26 98-60 60-28 90-36"
        fill="none"
        stroke="var(--color-clay-500)"
        strokeWidth="2.5"
        strokeLinecap="round"
        strokeDasharray="1 11"
      />
      {stones.map((stone, index) => (
        <g key={stone.cx}>
          <ellipse {...stone} cy={stone.cy + 4} fill="var(--color-clay-700)" opacity="0.12" />
          <ellipse
            {...stone}
            fill={index === stones.length - 1 ? 'var(--color-sage-700)' : 'var(--color-cream)'}
          />
          <ellipse
            cx={stone.cx - stone.rx * 0.25}
            cy={stone.cy - stone.ry * 0.35}
            rx={stone.rx * 0.45}
            ry={stone.ry * 0.3}
            fill="white"
            opacity={index === stones.length - 1 ? 0.2 : 0.7}
          />
        </g>
      ))}
      <g fill="var(--color-sage-500)">
        <path
          d="M352 330c-4-30 4-62 26-90"
          fill="none"
          stroke="var(--color-sage-500)"
          strokeWidth="3"
          strokeLinecap="round"
        />
        <ellipse cx="370" cy="262" rx="15" ry="8" transform="rotate(-40 370 262)" />
        <ellipse cx="354" cy="290" rx="16" ry="8.5" transform="rotate(25 354 290)" opacity="0.85" />
        <ellipse cx="358" cy="316" rx="14" ry="7.5" transform="rotate(-20 358 316)" opacity="0.7" />
      </g>
    </svg>
  )
}

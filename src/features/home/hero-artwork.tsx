/**
 * A quiet landscape in the hero's arch: sun, hills, still water, a sprig. The hero's only picture
 * (docs/decisions/0029), in the prerendered page from its first paint. Decorative.
 */
export function HeroArtwork({ className }: { className?: string }) {
  return (
    <svg
      viewBox="0 0 600 700"
      preserveAspectRatio="xMidYMid slice"
      aria-hidden="true"
      focusable="false"
      className={className}
    >
      <defs>
        <linearGradient id="hero-sky" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="var(--color-clay-100)" />
          <stop offset="0.55" stopColor="var(--color-sand-50)" />
          <stop offset="1" stopColor="var(--color-sage-50)" />
        </linearGradient>
        <radialGradient id="hero-sun" cx="0.5" cy="0.45" r="0.55">
          <stop offset="0" stopColor="#f3c9ae" />
          <stop offset="1" stopColor="var(--color-clay-300)" />
        </radialGradient>
        <linearGradient id="hero-water" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="var(--color-sage-100)" />
          <stop offset="1" stopColor="var(--color-sage-200)" />
        </linearGradient>
      </defs>
      <rect width="600" height="700" fill="url(#hero-sky)" />
      <circle cx="300" cy="300" r="200" fill="var(--color-cream)" opacity="0.55" />
      <circle cx="300" cy="300" r="118" fill="url(#hero-sun)" />
      <g
        fill="none"
        stroke="var(--color-cream)"
        strokeLinecap="round"
        strokeWidth="3"
        opacity="0.7"
      >
        <path d="M214 282h172M204 312h192M212 342h176" />
      </g>
      <path
        d="M0 420c70-40 130-62 196-50 58 10 92 44 150 44 74 0 120-58 254-40v326H0Z"
        fill="var(--color-sage-200)"
      />
      <path
        d="M0 468c96-34 170-30 250-6 70 21 130 24 200 4 60-17 110-22 150-16v250H0Z"
        fill="var(--color-sage-500)"
        opacity="0.55"
      />
      <path d="M0 512h600v188H0Z" fill="url(#hero-water)" />
      <g
        fill="none"
        stroke="var(--color-cream)"
        strokeLinecap="round"
        strokeWidth="3"
        opacity="0.85"
      >
        <path d="M160 548h120M330 548h70M210 584h190M120 620h90M260 620h160M330 656h110" />
      </g>
      <g fill="var(--color-sage-700)" opacity="0.9">
        <path
          d="M470 700c2-70 18-150 60-220"
          fill="none"
          stroke="var(--color-sage-700)"
          strokeWidth="4"
        />
        <ellipse cx="505" cy="560" rx="20" ry="12" transform="rotate(-35 505 560)" />
        <ellipse cx="480" cy="600" rx="22" ry="13" transform="rotate(30 480 600)" opacity="0.85" />
        <ellipse cx="520" cy="515" rx="17" ry="10" transform="rotate(-50 520 515)" opacity="0.8" />
        <ellipse cx="486" cy="650" rx="24" ry="14" transform="rotate(-20 486 650)" opacity="0.7" />
      </g>
    </svg>
  )
}

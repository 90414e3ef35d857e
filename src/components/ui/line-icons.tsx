import type { ReactNode } from 'react'

/** Small line icons used beside text. Decorative: the text beside them says it all. */
type IconProps = { className?: string }

function LineIcon({ className, children }: IconProps & { children: ReactNode }) {
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

export function ArrowRightIcon({ className = 'size-5' }: IconProps) {
  return (
    <LineIcon className={className}>
      <path d="M5 12h13.5M13 6.5 18.5 12 13 17.5" />
    </LineIcon>
  )
}

export function LeafIcon({ className = 'size-5' }: IconProps) {
  return (
    <LineIcon className={className}>
      <path d="M19.5 4.5C11 4.5 5.5 8.6 5.5 14.6c0 2.5 1.6 4.6 4.4 4.9 6.2.6 9.6-6 9.6-15Z" />
      <path d="M4.5 20c2.9-4.6 6.4-7.8 10.5-10" />
    </LineIcon>
  )
}

export function LockIcon({ className = 'size-5' }: IconProps) {
  return (
    <LineIcon className={className}>
      <rect x="5" y="10.5" width="14" height="9.5" rx="2.5" />
      <path d="M8.5 10.5V8a3.5 3.5 0 0 1 7 0v2.5M12 14.5v2" />
    </LineIcon>
  )
}

export function PhoneIcon({ className = 'size-5' }: IconProps) {
  return (
    <LineIcon className={className}>
      <rect x="7" y="3" width="10" height="18" rx="2.8" />
      <path d="M10.8 18h2.4" />
    </LineIcon>
  )
}

export function CloudClockIcon({ className = 'size-5' }: IconProps) {
  return (
    <LineIcon className={className}>
      <path d="M7 18.5a4 4 0 0 1-.6-7.95A5.5 5.5 0 0 1 17 9.2a4.2 4.2 0 0 1 .5 8.3" />
      <circle cx="12" cy="16" r="3.5" />
      <path d="M12 14.4V16l1 1" />
    </LineIcon>
  )
}

export function AlertIcon({ className = 'size-5' }: IconProps) {
  return (
    <LineIcon className={className}>
      <circle cx="12" cy="12" r="8.5" />
      <path d="M12 7.5v5.5M12 16.3v.2" />
    </LineIcon>
  )
}

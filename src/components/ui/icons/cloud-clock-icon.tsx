import { type IconProps, LineIcon } from './line-icon'

export function CloudClockIcon({ className = 'size-5' }: IconProps) {
  return (
    <LineIcon className={className}>
      <path d="M7 18.5a4 4 0 0 1-.6-7.95A5.5 5.5 0 0 1 17 9.2a4.2 4.2 0 0 1 .5 8.3" />
      <circle cx="12" cy="16" r="3.5" />
      <path d="M12 14.4V16l1 1" />
    </LineIcon>
  )
}

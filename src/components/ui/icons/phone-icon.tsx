import { type IconProps, LineIcon } from './line-icon'

export function PhoneIcon({ className = 'size-5' }: IconProps) {
  return (
    <LineIcon className={className}>
      <rect x="7" y="3" width="10" height="18" rx="2.8" />
      <path d="M10.8 18h2.4" />
    </LineIcon>
  )
}

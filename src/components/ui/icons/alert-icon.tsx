import { type IconProps, LineIcon } from './line-icon'

export function AlertIcon({ className = 'size-5' }: IconProps) {
  return (
    <LineIcon className={className}>
      <circle cx="12" cy="12" r="8.5" />
      <path d="M12 7.5v5.5M12 16.3v.2" />
    </LineIcon>
  )
}

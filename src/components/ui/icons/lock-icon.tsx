import { type IconProps, LineIcon } from './line-icon'

export function LockIcon({ className = 'size-5' }: IconProps) {
  return (
    <LineIcon className={className}>
      <rect x="5" y="10.5" width="14" height="9.5" rx="2.5" />
      <path d="M8.5 10.5V8a3.5 3.5 0 0 1 7 0v2.5M12 14.5v2" />
    </LineIcon>
  )
}

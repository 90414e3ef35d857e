import { type IconProps, LineIcon } from './line-icon'

export function CheckIcon({ className = 'size-4' }: IconProps) {
  return (
    <LineIcon className={className}>
      <path d="M5 12.5 10 17.5 19 7" />
    </LineIcon>
  )
}

import { type IconProps, LineIcon } from './line-icon'

export function ArrowRightIcon({ className = 'size-5' }: IconProps) {
  return (
    <LineIcon className={className}>
      <path d="M5 12h13.5M13 6.5 18.5 12 13 17.5" />
    </LineIcon>
  )
}

import { type IconProps, LineIcon } from './line-icon'

export function ArrowLeftIcon({ className = 'size-5' }: IconProps) {
  return (
    <LineIcon className={className}>
      <path d="M19 12H5.5M11 6.5 5.5 12 11 17.5" />
    </LineIcon>
  )
}

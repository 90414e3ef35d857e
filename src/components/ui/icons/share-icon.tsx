import { type IconProps, LineIcon } from './line-icon'

/** An arrow leaving a tray: the usual sign for sharing. */
export function ShareIcon({ className = 'size-5' }: IconProps) {
  return (
    <LineIcon className={className}>
      <path d="M12 14.5V4M8 7.5 12 3.5l4 4M8.5 10.5H7a2 2 0 0 0-2 2V18a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2v-5.5a2 2 0 0 0-2-2h-1.5" />
    </LineIcon>
  )
}

import { cn } from '@/lib/cn'
import { type RowsProps, rowCard, rowDetail, rowLabel } from './phone-mock-row-styles'

/** "choices": options to pick from, the first one selected. */
export function Choices({ items, colors }: RowsProps) {
  return (
    <ul className="mt-4 space-y-2.5">
      {items.map((item, index) => (
        <li
          key={item.label}
          className={cn(
            rowCard,
            'flex items-center gap-3 p-3',
            index === 0 && cn('ring-2', colors.ring),
          )}
        >
          <span className="min-w-0 flex-1">
            <span className={rowLabel}>{item.label}</span>
            {item.detail && <span className={rowDetail}>{item.detail}</span>}
          </span>
          <span
            aria-hidden="true"
            className={cn(
              'grid size-4 shrink-0 place-items-center rounded-full border-[1.5px]',
              index === 0 ? cn('border-current', colors.strong) : 'border-ink/25',
            )}
          >
            {index === 0 && <span className="size-2 rounded-full bg-current" />}
          </span>
        </li>
      ))}
    </ul>
  )
}

/** "articles": reading and video rows with soft thumbnails. */
export function Articles({ items, colors }: RowsProps) {
  return (
    <ul className="mt-4 space-y-2.5">
      {items.map((item, index) => (
        <li key={item.label} className={cn(rowCard, 'flex items-center gap-3 p-2.5')}>
          <span
            aria-hidden="true"
            className={cn(
              'relative size-12 shrink-0 overflow-hidden rounded-xl',
              index % 2 ? colors.tint : colors.fill,
            )}
          >
            <span className="absolute -bottom-3 -left-2 size-10 rounded-full bg-white/45" />
            <span className="absolute top-2 right-2 size-3 rounded-full bg-white/80" />
          </span>
          <span className="min-w-0 flex-1">
            <span className={rowLabel}>{item.label}</span>
            {item.detail && (
              <span className={cn(rowDetail, 'font-medium', colors.strong)}>{item.detail}</span>
            )}
          </span>
        </li>
      ))}
    </ul>
  )
}

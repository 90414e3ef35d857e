import { cn } from '@/lib/cn'
import { MockGlyph } from './phone-mock-icons'
import { type RowsProps, rowCard, rowDetail, rowLabel } from './phone-mock-row-styles'

/** "choices": options to pick from, each with its drawing, the first one selected. */
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
          {item.icon && (
            <span
              aria-hidden="true"
              className={cn(
                'grid size-9 shrink-0 place-items-center rounded-full',
                colors.tint,
                colors.strong,
              )}
            >
              <MockGlyph icon={item.icon} className="size-5" />
            </span>
          )}
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

/** "articles": reading and video rows, each with its drawing on a soft thumbnail. */
export function Articles({ items, colors }: RowsProps) {
  return (
    <ul className="mt-4 space-y-2.5">
      {items.map((item, index) => (
        <li key={item.label} className={cn(rowCard, 'flex items-center gap-3 p-2.5')}>
          <span
            aria-hidden="true"
            className={cn(
              'grid size-12 shrink-0 place-items-center rounded-xl',
              index % 2 ? colors.tint : colors.fill,
              colors.strong,
            )}
          >
            {item.icon && <MockGlyph icon={item.icon} className="size-6" />}
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

import { cn } from '@/lib/cn'
import { type RowsProps, rowCard, rowDetail, rowLabel } from './phone-mock-row-styles'

/** Decorative meter fills and chart bars for the "stats" layout: a drawing, not data. */
const METERS = ['w-3/4', 'w-3/5', 'w-5/6', 'w-2/5'] as const
const BARS = ['h-5', 'h-8', 'h-6', 'h-10', 'h-7', 'h-11', 'h-9'] as const

/** "people": a search field over therapists with avatars. */
export function People({ items, colors }: RowsProps) {
  return (
    <>
      <div aria-hidden="true" className={cn(rowCard, 'mt-3 flex h-8 items-center gap-2 px-3')}>
        <svg
          aria-hidden="true"
          viewBox="0 0 16 16"
          className="size-3 text-ink/40"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        >
          <circle cx="7" cy="7" r="4.5" />
          <path d="m10.5 10.5 3 3" strokeLinecap="round" />
        </svg>
        <span className="h-1.5 w-20 rounded-full bg-ink/10" />
      </div>
      <ul className="mt-3 space-y-2">
        {items.map((item, index) => (
          <li key={item.label} className={cn(rowCard, 'flex items-center gap-3 p-2.5')}>
            <span
              aria-hidden="true"
              className={cn(
                'relative size-10 shrink-0 overflow-hidden rounded-full',
                index % 2 ? colors.tint : colors.fill,
              )}
            >
              <span className="absolute top-2 left-1/2 size-3.5 -translate-x-1/2 rounded-full bg-white/80" />
              <span className="absolute -bottom-2 left-1/2 h-5 w-7 -translate-x-1/2 rounded-t-full bg-white/80" />
            </span>
            <span className="min-w-0 flex-1">
              <span className={rowLabel}>{item.label}</span>
              {item.detail && <span className={rowDetail}>{item.detail}</span>}
            </span>
          </li>
        ))}
      </ul>
    </>
  )
}

/** "stats": a small week chart over labelled meters. */
export function Stats({ items, colors }: RowsProps) {
  return (
    <>
      <div
        aria-hidden="true"
        className={cn(rowCard, 'mt-3 flex h-16 items-end justify-between px-4 pb-2.5')}
      >
        {BARS.map((height, index) => (
          <span
            key={height}
            className={cn(
              'w-2.5 rounded-full',
              height,
              index === 5 ? 'bg-current' : colors.fill,
              colors.strong,
            )}
          />
        ))}
      </div>
      <ul className="mt-2.5 space-y-2">
        {items.map((item, index) => (
          <li key={item.label} className={cn(rowCard, 'px-3 py-2.5')}>
            <span className="flex items-baseline justify-between gap-2">
              <span className="text-[0.7rem] font-medium text-ink-soft">{item.label}</span>
              {item.detail && (
                <span className="text-[0.78rem] font-semibold text-ink">{item.detail}</span>
              )}
            </span>
            <span aria-hidden="true" className={cn('mt-2 block h-1.5 rounded-full', colors.tint)}>
              <span
                className={cn(
                  'block h-full rounded-full bg-current',
                  METERS[index % METERS.length],
                  colors.strong,
                )}
              />
            </span>
          </li>
        ))}
      </ul>
    </>
  )
}

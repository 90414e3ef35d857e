import { LineIcon } from '@/components/ui/icons/line-icon'
import { cn } from '@/lib/cn'
import { initialsOf, MockGlyph } from './phone-mock-icons'
import { type RowsProps, rowCard, rowDetail, rowLabel, rowNote } from './phone-mock-row-styles'

/** Decorative meter fills for the "stats" layout: a drawing, not data. */
const METERS = ['w-3/4', 'w-3/5', 'w-5/6', 'w-2/5'] as const
/** The week's line in the "stats" chart (a 140 × 44 frame): easing, with one dip. */
const WEEK_LINE = 'M4 34C16 32 22 22 34 24s20 10 32 4 18-16 30-14 16 8 26 2 10-8 14-9'

/** "people": a search box over therapists: initials, what they offer, their next free time. */
export function People({ items, search, colors }: RowsProps) {
  return (
    <>
      <div className={cn(rowCard, 'mt-2 flex h-8 items-center gap-2 px-3')}>
        <LineIcon className="size-3 shrink-0 text-ink/35">
          <circle cx="10.5" cy="10.5" r="6.75" />
          <path d="m15.75 15.75 4.5 4.5" />
        </LineIcon>
        <span className="text-[0.75rem] text-ink-soft">{search}</span>
      </div>
      <ul className="mt-2 space-y-2">
        {items.map((item, index) => (
          <li key={item.label} className={cn(rowCard, 'flex items-start gap-2.5 p-2')}>
            <span
              aria-hidden="true"
              className={cn(
                'grid size-9 shrink-0 place-items-center rounded-full text-[0.75rem] font-semibold',
                index % 2 ? colors.tint : colors.fill,
                colors.strong,
              )}
            >
              {initialsOf(item.label)}
            </span>
            <span className="min-w-0 flex-1">
              <span className={rowLabel}>{item.label}</span>
              {item.detail && <span className={rowDetail}>{item.detail}</span>}
              {item.note && (
                <span
                  className={cn(
                    rowNote,
                    'mt-1 inline-flex items-center gap-1',
                    colors.tint,
                    colors.strong,
                  )}
                >
                  <ClockGlyph />
                  {item.note}
                </span>
              )}
            </span>
          </li>
        ))}
      </ul>
    </>
  )
}

function ClockGlyph() {
  return (
    <LineIcon className="size-3">
      <circle cx="12" cy="12" r="9" />
      <path d="M12 7.5v4.8l3 1.95" />
    </LineIcon>
  )
}

/** "stats": the month's line drawn over labelled meters, each row with its drawing. */
export function Stats({ items, colors }: RowsProps) {
  return (
    <>
      <div aria-hidden="true" className={cn(rowCard, 'mt-3 px-3 pt-3 pb-2', colors.strong)}>
        <svg
          aria-hidden="true"
          focusable="false"
          viewBox="0 0 140 44"
          className="block h-14 w-full"
          fill="none"
        >
          <path d="M4 40.5h132" stroke="currentColor" strokeOpacity="0.15" strokeWidth="1" />
          <path d={`${WEEK_LINE}V40.5H4Z`} fill="currentColor" fillOpacity="0.1" />
          <path
            d={WEEK_LINE}
            stroke="currentColor"
            strokeWidth="1.7"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
          <circle cx="136" cy="17" r="2.6" fill="white" stroke="currentColor" strokeWidth="1.7" />
        </svg>
      </div>
      <ul className="mt-2 space-y-2">
        {items.map((item, index) => (
          <li key={item.label} className={cn(rowCard, 'px-3 py-2.5')}>
            <span className="flex items-center gap-2">
              {item.icon && (
                <MockGlyph icon={item.icon} className={cn('size-4 shrink-0', colors.strong)} />
              )}
              <span className="flex-1 text-[0.75rem] font-medium text-ink-soft">{item.label}</span>
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

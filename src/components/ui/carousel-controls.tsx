import { cn } from '@/lib/cn'

type CarouselControlsProps = {
  count: number
  current: number
  /** The id of the slides' container, which these buttons control. */
  controls: string
  previousLabel: string
  nextLabel: string
  dotLabel: (number: number) => string
  onPrevious: () => void
  onNext: () => void
  onSelect: (index: number) => void
}

const arrowButton =
  'grid size-12 shrink-0 place-items-center rounded-full border border-sand-300/80 bg-white text-sage-800 shadow-soft transition-colors duration-150 hover:border-sage-500/50 hover:bg-sage-50 active:bg-sage-100'

/** Previous and next buttons around one dot per slide; the dot of the leading slide is current. */
export function CarouselControls({
  count,
  current,
  controls,
  previousLabel,
  nextLabel,
  dotLabel,
  onPrevious,
  onNext,
  onSelect,
}: CarouselControlsProps) {
  return (
    <div className="needs-scripting flex items-center justify-center gap-4 sm:gap-6">
      <button type="button" className={arrowButton} aria-controls={controls} onClick={onPrevious}>
        <Chevron direction="previous" />
        <span className="sr-only">{previousLabel}</span>
      </button>
      <ul className="flex items-center">
        {Array.from({ length: count }, (_, index) => index).map((index) => {
          const active = index === current
          return (
            <li key={index}>
              <button
                type="button"
                aria-label={dotLabel(index + 1)}
                aria-current={active ? 'true' : undefined}
                aria-controls={controls}
                onClick={() => onSelect(index)}
                className="group grid size-11 place-items-center rounded-full"
              >
                <span
                  aria-hidden="true"
                  className={cn(
                    'block h-2 rounded-full transition-all duration-300',
                    active ? 'w-6 bg-sage-700' : 'w-2 bg-sand-300 group-hover:bg-sage-500',
                  )}
                />
              </button>
            </li>
          )
        })}
      </ul>
      <button type="button" className={arrowButton} aria-controls={controls} onClick={onNext}>
        <Chevron direction="next" />
        <span className="sr-only">{nextLabel}</span>
      </button>
    </div>
  )
}

function Chevron({ direction }: { direction: 'previous' | 'next' }) {
  return (
    <svg
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      className={cn('size-5', direction === 'previous' && '-scale-x-100')}
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d="M9.5 5.5 16 12l-6.5 6.5" />
    </svg>
  )
}

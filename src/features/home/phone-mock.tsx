import type { AppScreen } from '@schemas/home.schema.ts'
import { cn } from '@/lib/cn'
import { PHONE_ACCENTS } from './phone-accents'
import { BellGlyph, MockGlyph } from './phone-mock-icons'
import { PhoneMockRows } from './phone-mock-rows'

type PhoneMockProps = {
  mock: AppScreen['mock']
  accent: AppScreen['accent']
  /** The clock in the status bar. */
  time: string
}

/**
 * An app screen drawn in HTML and CSS inside a light phone frame: no bitmaps, crisp at any size.
 * Drawn at one size and zoomed down on phones, so the slide and the carousel's controls fit on
 * the screen together.
 */
export function PhoneMock({ mock, accent, time }: PhoneMockProps) {
  const colors = PHONE_ACCENTS[accent]
  return (
    <div
      data-phone-mock=""
      className="relative w-[16rem] rounded-[2.6rem] bg-gradient-to-b from-white to-sand-100 p-2 shadow-lift ring-1 ring-sand-300/70 [zoom:0.8] [contain-intrinsic-size:15rem_30rem] [content-visibility:var(--slide-offscreen-visibility,visible)]"
    >
      <span
        aria-hidden="true"
        className="absolute top-24 -left-[3px] h-10 w-[3px] rounded-l bg-sand-300"
      />
      <span
        aria-hidden="true"
        className="absolute top-36 -left-[3px] h-10 w-[3px] rounded-l bg-sand-300"
      />
      <span
        aria-hidden="true"
        className="absolute top-28 -right-[3px] h-14 w-[3px] rounded-r bg-sand-300"
      />
      <div
        className={cn(
          'relative flex h-[30rem] flex-col overflow-hidden rounded-[2.1rem] ring-1 ring-ink/5',
          colors.screen,
        )}
      >
        <StatusBar time={time} />
        <div className="min-h-0 flex-1 px-4 pt-2 text-left">
          <div className="flex items-center gap-2">
            <span
              aria-hidden="true"
              className={cn(
                'grid size-7 shrink-0 place-items-center rounded-full bg-white/90 ring-1 ring-ink/5',
                colors.strong,
              )}
            >
              <MockGlyph icon="leaf" className="size-4" />
            </span>
            <span className="min-w-0 flex-1 text-[0.75rem] font-medium text-ink-soft">
              {mock.greeting}
            </span>
            <BellGlyph className="size-[1.1rem] shrink-0 text-ink-soft" />
          </div>
          <p className="mt-2.5 font-display text-[1.3rem] leading-tight font-medium text-ink">
            {mock.heading}
          </p>
          <PhoneMockRows
            layout={mock.layout}
            items={mock.items}
            search={mock.search}
            colors={colors}
          />
        </div>
        {mock.action && (
          <span
            className={cn('mx-3 mb-2 block shrink-0 rounded-xl bg-current py-2.5', colors.strong)}
          >
            <span className="block text-center text-[0.8rem] font-semibold text-white">
              {mock.action}
            </span>
          </span>
        )}
        <TabBar strong={colors.strong} />
      </div>
    </div>
  )
}

function StatusBar({ time }: { time: string }) {
  return (
    <div
      aria-hidden="true"
      className="relative flex h-11 shrink-0 items-center justify-between px-6 pt-1"
    >
      <span className="text-[0.75rem] font-semibold text-ink">{time}</span>
      <span className="absolute top-2.5 left-1/2 h-[1.4rem] w-[4.6rem] -translate-x-1/2 rounded-full bg-ink" />
      <span className="flex items-center gap-1 text-ink">
        <svg
          aria-hidden="true"
          viewBox="0 0 16 10"
          className="h-2.5 w-4"
          fill="currentColor"
          focusable="false"
        >
          <rect x="0" y="7" width="3" height="3" rx="0.8" />
          <rect x="4.3" y="5" width="3" height="5" rx="0.8" />
          <rect x="8.6" y="2.5" width="3" height="7.5" rx="0.8" />
          <rect x="12.9" y="0" width="3" height="10" rx="0.8" />
        </svg>
        <span className="relative h-2.5 w-5 rounded-[3px] border border-ink/60 p-px">
          <span className="block h-full w-3/4 rounded-[1.5px] bg-ink" />
        </span>
      </span>
    </div>
  )
}

const TAB_GLYPHS = [
  'M3.5 9.5 10 4l6.5 5.5V16a1 1 0 0 1-1 1h-11a1 1 0 0 1-1-1Z',
  'M9 15a6 6 0 1 0 0-12 6 6 0 0 0 0 12Zm4.5-1.5L17 17',
  'M4 6a1.5 1.5 0 0 1 1.5-1.5h9A1.5 1.5 0 0 1 16 6v9.5a1.5 1.5 0 0 1-1.5 1.5h-9A1.5 1.5 0 0 1 4 15.5ZM4 8.5h12M7.5 3v3M12.5 3v3',
  'M10 10a3.25 3.25 0 1 0 0-6.5A3.25 3.25 0 0 0 10 10Zm-6 7c.6-3.2 3-5 6-5s5.4 1.8 6 5',
] as const

/** The app's tab bar: home, search, bookings, profile; the first one active. */
function TabBar({ strong }: { strong: string }) {
  return (
    <div
      aria-hidden="true"
      className="mx-3 mb-2 shrink-0 rounded-2xl bg-white/90 px-5 pt-2.5 pb-2 shadow-soft ring-1 ring-ink/5"
    >
      <div className="flex items-center justify-between">
        {TAB_GLYPHS.map((glyph, index) => (
          <svg
            key={glyph}
            aria-hidden="true"
            viewBox="0 0 20 20"
            focusable="false"
            className={cn('size-[1.1rem]', index === 0 ? strong : 'text-ink/35')}
            fill="none"
            stroke="currentColor"
            strokeWidth="1.6"
            strokeLinecap="round"
            strokeLinejoin="round"
          >
            <path d={glyph} />
          </svg>
        ))}
      </div>
      <span className="mx-auto mt-2.5 block h-1 w-20 rounded-full bg-ink/80" />
    </div>
  )
}

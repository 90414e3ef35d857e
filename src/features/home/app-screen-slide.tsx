import type { AppScreen } from '@schemas/home.schema.ts'
import { PhoneMock } from './phone-mock'

/** One carousel slide: the phone mock, then the screen's name and what it is for. */
export function AppScreenSlide({ screen, time }: { screen: AppScreen; time: string }) {
  return (
    <div className="flex flex-col items-center px-1 pt-3 text-center sm:px-3">
      <PhoneMock mock={screen.mock} accent={screen.accent} time={time} />
      {/* Where the neighbours peek in (phones), only their phones show: half-cut words would not read. */}
      <div className="opacity-(--slide-peeking-opacity,1) transition-opacity duration-300 max-md:in-[[inert]]:opacity-0">
        <h3 className="mt-4 text-xl font-medium text-ink sm:mt-7">{screen.title}</h3>
        <p className="mt-1.5 max-w-[18rem] text-[0.95rem] leading-relaxed text-ink-soft sm:mt-2 sm:text-base">
          {screen.caption}
        </p>
      </div>
    </div>
  )
}

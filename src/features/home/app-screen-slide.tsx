import type { AppScreen } from '@schemas/home.schema.ts'
import { PhoneMock } from './phone-mock'

/** One carousel slide: the phone mock, then the screen's name and what it is for. */
export function AppScreenSlide({ screen, time }: { screen: AppScreen; time: string }) {
  return (
    <div className="flex flex-col items-center px-1 pt-3 text-center">
      <PhoneMock mock={screen.mock} accent={screen.accent} time={time} />
      {/* Where the neighbours peek in (phones), only their phones show: half-cut words would not read. */}
      <div className="transition-opacity duration-300 max-md:in-[[data-aside]]:opacity-0">
        <h3 className="mt-5 text-xl text-ink">{screen.title}</h3>
        <p className="mt-2 max-w-[18rem] leading-relaxed text-ink-soft">{screen.caption}</p>
      </div>
    </div>
  )
}

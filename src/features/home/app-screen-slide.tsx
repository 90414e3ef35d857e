import type { AppScreen } from '@schemas/home.schema.ts'
import { PhoneMock } from './phone-mock'

/** One carousel slide: the phone mock, then the screen's name and what it is for. */
export function AppScreenSlide({ screen, time }: { screen: AppScreen; time: string }) {
  return (
    <div className="flex flex-col items-center px-3 pt-4 pb-6 text-center">
      <PhoneMock mock={screen.mock} accent={screen.accent} time={time} />
      <h3 className="mt-8 text-xl font-medium text-ink">{screen.title}</h3>
      <p className="mt-2 max-w-[18rem] leading-relaxed text-ink-soft">{screen.caption}</p>
    </div>
  )
}

import type { AppScreen } from '@schemas/home.schema.ts'
import type { PhoneAccent } from './phone-accents'

/** What every phone-mock layout draws from: the screen's rows and its accent colours. */
export type RowsProps = {
  items: AppScreen['mock']['items']
  /** The words in the search box, for the layouts that draw one. */
  search?: string
  colors: PhoneAccent
}

export const rowCard =
  'rounded-2xl bg-white/90 shadow-[0_1px_2px_rgb(31_43_38/0.06)] ring-1 ring-ink/5'
export const rowLabel = 'block text-[0.8rem] leading-snug font-semibold text-ink'
export const rowDetail = 'mt-0.5 block text-[0.7rem] leading-snug text-ink-soft'
export const rowNote = 'rounded-full px-3 py-0.5 text-[0.7rem] font-semibold'

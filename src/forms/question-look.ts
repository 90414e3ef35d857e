// The renderer's classes for a one-question-at-a-time field and its choice cards, in one place so
// that a page can lay out a stand-in of the same size: the quiz's card reserves the height of its
// tallest question (src/features/quiz/question-sizer.tsx).

/** The larger legend or label of a prominent field. */
export const PROMINENT_LABEL = 'font-display text-2xl font-medium text-ink sm:text-[1.75rem]'

/** A prominent field's help, under its legend. */
export const PROMINENT_HELP = 'mt-2 text-ink-soft'

/** The room between a prominent group's legend (or help) and its options. */
export const PROMINENT_OPTIONS = 'mt-6'

/** The space reserved under a field for its error, so nothing jumps when one shows. */
export const ERROR_LINE = 'mt-2 min-h-6 text-sm font-medium text-danger'

/** The choice cards' grid: one column on a phone, two from a tablet. */
export const CHOICE_GRID = 'grid gap-3 sm:grid-cols-2'

/** One choice card, at rest. */
export const CHOICE_CARD =
  'group relative isolate flex min-h-16 cursor-pointer items-center gap-3.5 rounded-2xl border-2 border-sand-200 bg-white px-4 py-3.5 text-left shadow-soft transition-[border-color,background-color,box-shadow] duration-150'

/** The tile beside a choice's words, holding its icon or emoji. */
export const OPTION_TILE =
  'grid size-11 shrink-0 place-items-center rounded-xl bg-sand-100 text-2xl text-sage-700 group-has-checked:bg-white'

/** A choice's words and, under them, its description. */
export const OPTION_WORDS = 'min-w-0 flex-1'
export const OPTION_LABEL = 'block font-medium text-balance text-ink'
export const OPTION_DESCRIPTION = 'mt-0.5 block text-sm text-ink-soft'

/** The ring or box that fills with a check mark when the choice is made. */
export const CHECK_MARK =
  'grid size-6 shrink-0 place-items-center border-2 border-sand-300 bg-white text-white transition-colors'

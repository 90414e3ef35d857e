// The renderer's classes for a one-question-at-a-time field and its choice cards, in one place so
// that a page can lay out a stand-in of the same size: the quiz's card reserves the height of its
// tallest question (src/features/quiz/question-sizer.tsx). On a phone the layout is compact, so
// the quiz's longest question fits one screen of 390×844 with its Next bar (issue 46); option rows
// stay at least 44 px tall, the brand's touch target.

/** The larger legend or label of a prominent field. */
export const PROMINENT_LABEL =
  'font-display text-[1.375rem]/snug font-medium text-ink sm:text-[1.75rem]/8'

/** A prominent field's help, under its legend. */
export const PROMINENT_HELP = 'mt-1 text-ink-soft sm:mt-2'

/** The room between a prominent group's legend (or help) and its options. */
export const PROMINENT_OPTIONS = 'mt-4 sm:mt-6'

/** The space reserved under a field for its error, so nothing jumps when one shows. */
export const ERROR_LINE = 'mt-2 min-h-6 text-sm font-medium text-danger'

/** The choice cards' grid: one column on a phone, two from a tablet. */
export const CHOICE_GRID = 'grid gap-2 sm:grid-cols-2 sm:gap-3'

/** One choice card, at rest. */
export const CHOICE_CARD =
  'group relative isolate flex min-h-12 cursor-pointer items-center gap-3 rounded-2xl border-2 border-sand-200 bg-white px-4 py-1 text-left sm:min-h-16 sm:gap-3.5 sm:py-3.5 shadow-soft transition-[border-color,background-color,box-shadow] duration-150'

/** The tile beside a choice's words, holding its icon or emoji. */
export const OPTION_TILE =
  'grid size-9 shrink-0 place-items-center rounded-xl bg-sand-100 text-2xl sm:size-11 text-sage-700 group-has-checked:bg-white'

/** A choice's words and, under them, its description. */
export const OPTION_WORDS = 'min-w-0 flex-1'
export const OPTION_LABEL = 'block font-medium text-balance text-ink'
export const OPTION_DESCRIPTION = 'mt-0.5 block text-sm text-ink-soft'

/** The ring or box that fills with a check mark when the choice is made. */
export const CHECK_MARK =
  'grid size-6 shrink-0 place-items-center border-2 border-sand-300 bg-white text-white transition-colors'

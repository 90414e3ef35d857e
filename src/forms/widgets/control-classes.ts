/** The look shared by text inputs and selects; state comes from aria attributes. */
export const controlClasses =
  'block w-full min-h-12 rounded-xl border border-sand-300 bg-white px-4 py-3 text-base text-ink shadow-[inset_0_1px_2px_rgb(31_43_38/0.04)] transition-colors placeholder:text-ink-soft/70 hover:border-sage-500 focus:border-sage-700 focus-visible:outline-offset-1 aria-[invalid=true]:border-danger aria-[invalid=true]:bg-danger-soft/40'

/**
 * How many slides a carousel shows, and the classes that lay them out the same way before
 * keen-slider starts (server-rendered HTML, or before hydration), so nothing jumps when it does.
 */
export type SlidesPerView = 1 | 2 | 3

/**
 * `'peek'`: one slide 15rem wide, centred, with a strip of each neighbour showing at the edges, so a
 * phone visitor sees there is more to swipe to. (A fixed width keeps the CSS small: it is inlined.)
 */
export type ResponsivePerView = {
  base: SlidesPerView | 'peek'
  md?: SlidesPerView
  lg?: SlidesPerView
}

/** Space between slides in px; `GAP_CLASS` below must say the same. */
export const SLIDE_SPACING_PX = 20
export const GAP_CLASS = '[--carousel-gap:20px]'

/** The same widths as Tailwind's md and lg breakpoints (48rem, 64rem at the default font size). */
const MEDIA = { md: '(min-width: 768px)', lg: '(min-width: 1024px)' } as const

// Written out in full so Tailwind finds every class. min/max width: keen-slider's own stylesheet
// fixes `width: 100%` on slides, and sets inline min/max widths once it runs.
const WIDTHS = {
  base: {
    // flex-basis outweighs keen-slider's `width: 100%` on slides.
    peek: 'basis-60',
    1: 'min-w-full max-w-full',
    2: 'min-w-[calc((100%-var(--carousel-gap))/2)] max-w-[calc((100%-var(--carousel-gap))/2)]',
    3: 'min-w-[calc((100%-2*var(--carousel-gap))/3)] max-w-[calc((100%-2*var(--carousel-gap))/3)]',
  },
  md: {
    1: 'md:min-w-full md:max-w-full',
    2: 'md:min-w-[calc((100%-var(--carousel-gap))/2)] md:max-w-[calc((100%-var(--carousel-gap))/2)]',
    3: 'md:min-w-[calc((100%-2*var(--carousel-gap))/3)] md:max-w-[calc((100%-2*var(--carousel-gap))/3)]',
  },
  lg: {
    1: 'lg:min-w-full lg:max-w-full',
    2: 'lg:min-w-[calc((100%-var(--carousel-gap))/2)] lg:max-w-[calc((100%-var(--carousel-gap))/2)]',
    3: 'lg:min-w-[calc((100%-2*var(--carousel-gap))/3)] lg:max-w-[calc((100%-2*var(--carousel-gap))/3)]',
  },
} as const

export function slideWidthClasses({ base, md, lg }: ResponsivePerView): string {
  return [WIDTHS.base[base], md && WIDTHS.md[md], lg && WIDTHS.lg[lg]].filter(Boolean).join(' ')
}

// Before keen-slider starts, a slide past those on screen (at each breakpoint) says so through
// `--slide-offscreen-visibility`, so its heavy parts can opt out of the first layout with
// `[content-visibility:var(--slide-offscreen-visibility,visible)]`: nobody can see or reach them
// until the carousel runs, and a first visit lays out less.
const OFFSCREEN = {
  base: '[--slide-offscreen-visibility:hidden]',
  md: 'md:[--slide-offscreen-visibility:hidden]',
  lg: 'lg:[--slide-offscreen-visibility:hidden]',
} as const
const ONSCREEN = {
  md: 'md:[--slide-offscreen-visibility:visible]',
  lg: 'lg:[--slide-offscreen-visibility:visible]',
} as const

/** Marks slide `index` (0-based) of `count` as off screen, per breakpoint, until the carousel starts. */
export function offscreenBeforeStartClasses(
  index: number,
  count: number,
  { base, md, lg }: ResponsivePerView,
) {
  const at = (breakpoint: 'md' | 'lg', perView: SlidesPerView | undefined) =>
    perView && (index >= perView ? OFFSCREEN[breakpoint] : ONSCREEN[breakpoint])
  // A peek shows the start of the second slide and the end of the last one.
  const offBase = base === 'peek' ? index >= 2 && index < count - 1 : index >= base
  return [offBase && OFFSCREEN.base, at('md', md), at('lg', lg)].filter(Boolean).join(' ')
}

// Before keen-slider starts, a peek lays the slides out the way keen-slider will: the last slide
// moved in front (it peeks on the left), then the first one centred. The breakpoints with whole
// slides start at the first slide, at the edge.
const PEEK_LAST = {
  base: 'order-first ms-[calc(50%-22.5rem-var(--carousel-gap))]',
  md: 'md:order-none md:mx-0',
  lg: 'lg:order-none lg:mx-0',
} as const

/** Slide `index`'s place before keen-slider starts (nothing unless the base layout peeks). */
export function placeBeforeStartClasses(
  index: number,
  count: number,
  { base, md, lg }: ResponsivePerView,
): string {
  if (base !== 'peek' || index !== count - 1) return ''
  // A min-width media query holds for the wider ones too: md's reset does for lg.
  return [PEEK_LAST.base, md ? PEEK_LAST.md : lg && PEEK_LAST.lg].filter(Boolean).join(' ')
}

type SlidesOption = {
  slides: { perView: number | 'auto'; spacing: number; origin?: 'center' | 'auto' }
}

function slidesOption(perView: SlidesPerView | 'peek'): SlidesOption {
  // 'auto': keen-slider measures the slides' own width (the CSS above) rather than setting it.
  if (perView === 'peek')
    return { slides: { perView: 'auto', spacing: SLIDE_SPACING_PX, origin: 'center' } }
  return { slides: { perView, spacing: SLIDE_SPACING_PX, origin: 'auto' } }
}

/** keen-slider's `slides` and `breakpoints` options for the same per-view counts. */
export function sliderLayout({ base, md, lg }: ResponsivePerView) {
  const breakpoints: Record<string, SlidesOption> = {}
  if (md) breakpoints[MEDIA.md] = slidesOption(md)
  if (lg) breakpoints[MEDIA.lg] = slidesOption(lg)
  return { ...slidesOption(base), breakpoints }
}

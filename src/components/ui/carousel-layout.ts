/**
 * How many slides a carousel shows, and the classes that lay them out the same way before
 * keen-slider starts (server-rendered HTML, or before hydration), so nothing jumps when it does.
 */
export type SlidesPerView = 1 | 2 | 3

export type ResponsivePerView = { base: SlidesPerView; md?: SlidesPerView; lg?: SlidesPerView }

/** Space between slides in px; `GAP_CLASS` below must say the same. */
export const SLIDE_SPACING_PX = 20
export const GAP_CLASS = '[--carousel-gap:20px]'

/** The same widths as Tailwind's md and lg breakpoints (48rem, 64rem at the default font size). */
const MEDIA = { md: '(min-width: 768px)', lg: '(min-width: 1024px)' } as const

// Written out in full so Tailwind finds every class. min/max width: keen-slider's own stylesheet
// fixes `width: 100%` on slides, and sets inline min/max widths once it runs.
const WIDTHS = {
  base: {
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

/** Marks slide `index` (0-based) as off screen, per breakpoint, until the carousel starts. */
export function offscreenBeforeStartClasses(index: number, { base, md, lg }: ResponsivePerView) {
  const at = (breakpoint: 'md' | 'lg', perView: SlidesPerView | undefined) =>
    perView && (index >= perView ? OFFSCREEN[breakpoint] : ONSCREEN[breakpoint])
  return [index >= base && OFFSCREEN.base, at('md', md), at('lg', lg)].filter(Boolean).join(' ')
}

type SlidesOption = { slides: { perView: number; spacing: number } }

function slidesOption(perView: SlidesPerView): SlidesOption {
  return { slides: { perView, spacing: SLIDE_SPACING_PX } }
}

/** keen-slider's `slides` and `breakpoints` options for the same per-view counts. */
export function sliderLayout({ base, md, lg }: ResponsivePerView) {
  const breakpoints: Record<string, SlidesOption> = {}
  if (md) breakpoints[MEDIA.md] = slidesOption(md)
  if (lg) breakpoints[MEDIA.lg] = slidesOption(lg)
  return { ...slidesOption(base), breakpoints }
}

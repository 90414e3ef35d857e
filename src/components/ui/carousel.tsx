import { type KeenSliderInstance, useKeenSlider } from 'keen-slider/react'
import { type KeyboardEvent, type ReactNode, useId, useRef, useState } from 'react'
import { cn } from '@/lib/cn'
import { useHeldInput } from '@/lib/use-held-input'
import { CarouselControls } from './carousel-controls'
import { dragThreshold } from './carousel-drag-threshold'
import {
  GAP_CLASS,
  offscreenBeforeStartClasses,
  placeBeforeStartClasses,
  type ResponsivePerView,
  sliderLayout,
  slideWidthClasses,
} from './carousel-layout'

/** A pointer that moves less than this many px is a tap, not a drag. */
export const DRAG_THRESHOLD_PX = 10

export type CarouselSlide = { key: string; content: ReactNode }

export type CarouselLabels = {
  carousel: string
  previous: string
  next: string
  /** The name of slide `current` (1-based) of `total`. */
  slide: (current: number, total: number) => string
  /** The name of the dot that shows slide `number` (1-based). */
  goTo: (number: number) => string
}

type CarouselProps = {
  slides: CarouselSlide[]
  labels: CarouselLabels
  perView?: ResponsivePerView
  className?: string
}

/** Which slides are on screen, one character per slide ('1' shown, '0' not): cheap to compare. */
function shownSlides(slider: KeenSliderInstance): string {
  return (
    slider.track.details?.slides.map((slide) => (slide.portion > 0.5 ? '1' : '0')).join('') ?? ''
  )
}

function animation() {
  const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches
  return reduce ? { duration: 0 } : undefined
}

/**
 * A looping carousel (keen-slider) following the WAI-ARIA carousel pattern: a named region, slides
 * as named groups, previous/next buttons and dots, ArrowLeft/ArrowRight anywhere inside, no
 * autoplay. Slides that are off screen are inert, so nothing hidden can be focused or read.
 */
export function Carousel({
  slides,
  labels,
  perView = { base: 1, md: 2, lg: 3 },
  className,
}: CarouselProps) {
  const trackId = useId()
  const [ready, setReady] = useState(false)
  const [current, setCurrent] = useState(0)
  const [shown, setShown] = useState('')
  const [sliderRef, slider] = useKeenSlider<HTMLDivElement>(
    {
      loop: true,
      ...sliderLayout(perView),
      created: (instance) => {
        setReady(true)
        setShown(shownSlides(instance))
      },
      detailsChanged: (instance) => {
        setCurrent(instance.track.details?.rel ?? 0)
        setShown(shownSlides(instance))
      },
    },
    [dragThreshold(DRAG_THRESHOLD_PX)],
  )

  const move = (delta: number) => {
    const instance = slider.current
    const details = instance?.track.details
    if (!instance || !details) return
    // Pressed again mid-animation: step on from where it is heading, not from where it is.
    // (keen-slider keeps targetIdx from the start of an animation until it ends or is stopped.)
    const from = instance.animator.targetIdx ?? details.abs
    instance.moveToIdx(from + delta, true, animation())
  }
  // A control pressed before the slider runs moves it once it does.
  const regionRef = useRef<HTMLElement>(null)
  const awaitsApp = useHeldInput(regionRef, ready)
  const select = (index: number) => slider.current?.moveToIdx(index, false, animation())
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return
    event.preventDefault()
    move(event.key === 'ArrowRight' ? 1 : -1)
  }

  return (
    // A labelled <section> is the carousel pattern's role="region". Arrow keys work whichever of
    // its controls has focus.
    // select-none: a drag that starts beside the slides (by the arrows, between the dots) must not
    // select text either; the track's own padding below the slides is part of what drags.
    <section
      ref={regionRef}
      {...awaitsApp}
      aria-roledescription="carousel"
      aria-label={labels.carousel}
      onKeyDown={onKeyDown}
      className={cn('flex flex-col select-none', className)}
    >
      <div
        ref={sliderRef}
        id={trackId}
        aria-live="polite"
        data-ready={ready || undefined}
        className={cn('keen-slider pb-5', GAP_CLASS, !ready && 'gap-(--carousel-gap)')}
      >
        {slides.map((slide, index) => {
          const aside = shown !== '' && shown[index] !== '1'
          return (
            // biome-ignore lint/a11y/useSemanticElements: the carousel pattern's slide is role="group"; a <fieldset> is for form controls
            <div
              key={slide.key}
              role="group"
              aria-roledescription="slide"
              aria-label={labels.slide(index + 1, slides.length)}
              inert={aside}
              // Not in view (or, before the code runs, only peeking in): a slide's text can hide.
              data-aside={aside || (!ready && perView.base === 'peek' && index > 0) || undefined}
              className={cn(
                'keen-slider__slide shrink-0',
                slideWidthClasses(perView),
                !ready &&
                  cn(
                    offscreenBeforeStartClasses(index, slides.length, perView),
                    placeBeforeStartClasses(index, slides.length, perView),
                  ),
              )}
            >
              {slide.content}
            </div>
          )
        })}
      </div>
      {/* On a phone the controls come first: a slide's caption, whatever its length, cannot push
          them off the screen of a visitor holding a slide in the middle of it. */}
      <div className="mt-2 max-md:order-first max-md:mt-0 max-md:mb-1">
        <CarouselControls
          count={slides.length}
          current={current}
          controls={trackId}
          previousLabel={labels.previous}
          nextLabel={labels.next}
          dotLabel={labels.goTo}
          onPrevious={() => move(-1)}
          onNext={() => move(1)}
          onSelect={select}
        />
      </div>
    </section>
  )
}

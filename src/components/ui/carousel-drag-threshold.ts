import type { KeenSliderPlugin } from 'keen-slider/react'

type Point = { x: number; y: number }

function pointOf(event: MouseEvent | TouchEvent): Point | undefined {
  if (!('touches' in event)) return { x: event.clientX, y: event.clientY }
  const touch = event.touches[0]
  return touch && { x: touch.clientX, y: touch.clientY }
}

/**
 * keen-slider has no drag-threshold option (checked in keen-slider 6.8's types and source), so this
 * plugin adds one: pointer moves are held back from the slider until the pointer has travelled
 * `thresholdPx` from where it went down. A shorter movement never starts a drag and stays a tap
 * (clicks inside slides still fire); a longer one is handed to keen-slider whole.
 */
export function dragThreshold(thresholdPx: number): KeenSliderPlugin {
  return (slider) => {
    let start: Point | undefined
    const onDown = (event: MouseEvent | TouchEvent) => {
      start = pointOf(event)
    }
    const onMove = (event: MouseEvent | TouchEvent) => {
      const point = pointOf(event)
      if (!start || !point) return
      if (Math.hypot(point.x - start.x, point.y - start.y) < thresholdPx) {
        // Capture phase on the container: keen-slider's own listeners never see this move.
        event.stopImmediatePropagation()
        return
      }
      start = undefined
    }
    const onUp = () => {
      start = undefined
    }
    const listeners = [
      ['mousedown', onDown],
      ['touchstart', onDown],
      ['mousemove', onMove],
      ['touchmove', onMove],
      ['mouseup', onUp],
      ['touchend', onUp],
      ['touchcancel', onUp],
    ] as const
    let container: HTMLElement | undefined
    slider.on('created', () => {
      container = slider.container
      for (const [type, listener] of listeners) {
        container.addEventListener(type, listener, { capture: true, passive: true })
      }
    })
    slider.on('destroyed', () => {
      for (const [type, listener] of listeners) {
        container?.removeEventListener(type, listener, { capture: true })
      }
    })
  }
}

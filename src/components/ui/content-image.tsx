import type { ContentImage as ContentImageData } from '@schemas/primitives.schema.ts'
import { useEffect, useRef, useState } from 'react'
import { cn } from '@/lib/cn'

type ContentImageProps = {
  image: ContentImageData
  /**
   * Above the fold: load at once instead of lazily. Still not ahead of the page's text, which is
   * what a visitor reads first (and, on a phone, the largest thing on screen).
   */
  aboveTheFold?: boolean
  className?: string
  imgClassName?: string
}

type LoadState = 'waiting' | 'loading' | 'loaded' | 'failed'

/** An image on another host: its connection must not hold up the page's own first paint. */
const isExternal = (src: string) => src.startsWith('https://')

/**
 * An image from content that never shifts the layout and never looks broken: its box keeps the
 * image's aspect ratio and shows a warm gradient until (or instead of, when the host is down) it loads.
 * The alt text describes the photo, so it is there only with the photo: an image that failed
 * leaves a decorative box (and, in the hero, an illustration) that screen readers skip.
 * An image of our own shows as it arrives, with the page; one from another host is requested once
 * the page is running, after its first paint, and fades in when it is there.
 */
export function ContentImage({
  image,
  aboveTheFold = false,
  className,
  imgClassName,
}: ContentImageProps) {
  const ref = useRef<HTMLImageElement>(null)
  const external = isExternal(image.src)
  const [state, setState] = useState<LoadState>(external ? 'waiting' : 'loading')

  useEffect(() => {
    if (state === 'waiting') setState('loading')
    // An image that settled before hydration fired its events unseen: read its state once.
    const element = ref.current
    if (state === 'loading' && element?.complete)
      setState(element.naturalWidth > 0 ? 'loaded' : 'failed')
  }, [state])

  return (
    <div
      className={cn(
        'relative overflow-hidden bg-gradient-to-br from-sand-200 via-clay-100 to-sage-100',
        className,
      )}
      style={{ aspectRatio: `${image.width} / ${image.height}` }}
      data-image-state={state}
    >
      {/* An image of our own above the fold is asked for with the page's head, after its policy
          (a picture's <img> is one React does not preload by itself, ahead of everything). */}
      {aboveTheFold && !external && <link rel="preload" as="image" href={image.src} />}
      {state !== 'failed' && (
        <picture>
          <img
            ref={ref}
            src={state === 'waiting' ? undefined : image.src}
            alt={state === 'waiting' ? '' : image.alt}
            width={image.width}
            height={image.height}
            loading={aboveTheFold ? 'eager' : 'lazy'}
            decoding="async"
            onLoad={() => setState('loaded')}
            onError={() => setState('failed')}
            className={cn(
              'absolute inset-0 size-full object-cover transition-opacity duration-500',
              external && state !== 'loaded' && 'opacity-0',
              imgClassName,
            )}
          />
        </picture>
      )}
    </div>
  )
}

import type { ContentImage as ContentImageData } from '@schemas/primitives.schema.ts'
import { useEffect, useRef, useState } from 'react'
import { cn } from '@/lib/cn'

type ContentImageProps = {
  image: ContentImageData
  /** Above the fold: load at once instead of lazily. */
  priority?: boolean
  className?: string
  imgClassName?: string
}

type LoadState = 'loading' | 'loaded' | 'failed'

/**
 * An image from content that never shifts the layout and never looks broken: its box keeps the
 * image's aspect ratio and shows a warm gradient until (or instead of, when the host is down) it loads.
 */
export function ContentImage({
  image,
  priority = false,
  className,
  imgClassName,
}: ContentImageProps) {
  const ref = useRef<HTMLImageElement>(null)
  const [state, setState] = useState<LoadState>('loading')

  // An image that settled before hydration fired its events unseen: read its state once.
  useEffect(() => {
    const element = ref.current
    if (element?.complete) setState(element.naturalWidth > 0 ? 'loaded' : 'failed')
  }, [])

  return (
    <div
      className={cn(
        'relative overflow-hidden bg-gradient-to-br from-sand-200 via-clay-100 to-sage-100',
        className,
      )}
      style={{ aspectRatio: `${image.width} / ${image.height}` }}
      data-image-state={state}
    >
      {state !== 'failed' && (
        <img
          ref={ref}
          src={image.src}
          alt={image.alt}
          width={image.width}
          height={image.height}
          loading={priority ? 'eager' : 'lazy'}
          decoding="async"
          fetchPriority={priority ? 'high' : 'auto'}
          onLoad={() => setState('loaded')}
          onError={() => setState('failed')}
          className={cn(
            'absolute inset-0 size-full object-cover transition-opacity duration-500',
            state === 'loaded' ? 'opacity-100' : 'opacity-0',
            imgClassName,
          )}
        />
      )}
      {state === 'failed' && image.alt && (
        <span role="img" aria-label={image.alt} className="absolute inset-0" />
      )}
    </div>
  )
}

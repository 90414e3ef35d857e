import type { ContentImage as ContentImageData } from '@schemas/primitives.schema.ts'
import { ContentImage } from '@/components/ui/content-image'

/** The founder's portrait in an arched frame, with a soft offset outline behind it. */
export function FounderPortrait({ image }: { image: ContentImageData }) {
  // An arch: the top corners are half the width across and (at 4:5) 40% of the height down.
  const arch = 'rounded-[50%_50%_1.75rem_1.75rem/40%_40%_1.4rem_1.4rem]'
  return (
    <div className="relative mx-auto w-full max-w-[17rem] sm:max-w-[20rem] md:max-w-none lg:max-w-[23rem]">
      <div
        aria-hidden="true"
        className={`absolute inset-0 translate-x-3 translate-y-3 border border-clay-300 sm:translate-x-4 sm:translate-y-4 ${arch}`}
      />
      <ContentImage image={image} aboveTheFold className={`shadow-lift ${arch}`} />
    </div>
  )
}

import type { PrivacyContent } from '@schemas/privacy.schema.ts'
import { type ReactNode, useId } from 'react'

type PrivacyPart = PrivacyContent['kept']

/** One part of the privacy notice: its heading, its paragraphs, and anything that belongs under them. */
export function PrivacySection({ part, children }: { part: PrivacyPart; children?: ReactNode }) {
  const headingId = useId()
  return (
    <section aria-labelledby={headingId} className="mt-10">
      <h2 id={headingId} className="text-2xl leading-snug text-ink sm:text-[1.75rem]">
        {part.heading}
      </h2>
      {part.paragraphs.map((paragraph) => (
        <p key={paragraph} className="mt-4">
          {paragraph}
        </p>
      ))}
      {children}
    </section>
  )
}

import { AppPreviewSection } from './app-preview-section'
import { MissionSection } from './mission-section'
import { QuizCtaSection } from './quiz-cta-section'
import { ValuesSection } from './values-section'
import { WaitlistSection } from './waitlist-section'

/** The home page below the banner, in the product's order; its code loads as the visitor nears it. */
export function LowerSections() {
  return (
    <>
      <AppPreviewSection />
      {/* Laid out with the page (no content-visibility): a size reserved for them would be a
          guess, and the page's height, the scrollbar and a jump to #waitlist would move as the
          guess met the real layout (docs/decisions/0011-layout-at-load.md). */}
      <ValuesSection />
      <QuizCtaSection />
      <MissionSection />
      <WaitlistSection />
    </>
  )
}

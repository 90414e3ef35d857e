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
      <ValuesSection />
      <QuizCtaSection />
      <MissionSection />
      <WaitlistSection />
    </>
  )
}

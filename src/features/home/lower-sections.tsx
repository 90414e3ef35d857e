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
      {/* Off screen, their layout waits, so a first visit lays out only what it can show.
          Chromium lays a box out once it is within one and a half screens of the viewport, as
          the app preview is from the start. One box for the sections below it, so a jump to the
          waitlist lays out everything above its target at once and lands in one move. */}
      <div className="[contain-intrinsic-size:auto_3500px] [content-visibility:auto]">
        <ValuesSection />
        <QuizCtaSection />
        <MissionSection />
        <WaitlistSection />
      </div>
    </>
  )
}

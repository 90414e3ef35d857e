import site from 'virtual:content/site'
import { AppPreviewSection } from './app-preview-section'
import { BannerSection } from './banner-section'
import { HeroSection } from './hero-section'
import { MissionSection } from './mission-section'
import { QuizCtaSection } from './quiz-cta-section'
import { ValuesSection } from './values-section'
import { WaitlistSection } from './waitlist-section'

/** The home page, top to bottom as SPEC.md orders it. */
export function HomePage() {
  return (
    <>
      <title>{site.pageTitles.home}</title>
      <HeroSection />
      <BannerSection />
      <AppPreviewSection />
      <ValuesSection />
      <QuizCtaSection />
      <MissionSection />
      <WaitlistSection />
    </>
  )
}

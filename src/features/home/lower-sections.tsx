import sectionOrder from 'virtual:content/home/sectionOrder'
import { LOWER_SECTIONS, type LowerSection } from '@schemas/home-sections.ts'
import type { ComponentType } from 'react'
import { AppPreviewSection } from './app-preview-section'
import { MissionSection } from './mission-section'
import { QuizCtaSection } from './quiz-cta-section'
import { ValuesSection } from './values-section'
import { WaitlistSection } from './waitlist-section'

const SECTIONS: { [Name in LowerSection]: ComponentType } = {
  appPreview: AppPreviewSection,
  values: ValuesSection,
  quizCta: QuizCtaSection,
  mission: MissionSection,
  waitlist: WaitlistSection,
}

/**
 * The home page below the banner, in the order home.json's sectionOrder lists (the product's
 * order without it); its code loads as the visitor nears it.
 */
export function LowerSections() {
  // Laid out with the page (no content-visibility): a size reserved for them would be a guess,
  // and the page's height, the scrollbar and a jump to #waitlist would move as the guess met the
  // real layout (docs/decisions/0011-layout-at-load.md).
  return (
    <>
      {(sectionOrder ?? LOWER_SECTIONS).map((name) => {
        const Section = SECTIONS[name]
        return <Section key={name} />
      })}
    </>
  )
}

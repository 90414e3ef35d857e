import type { ScreenAccent } from '@schemas/home.schema.ts'

export type PhoneAccent = {
  /** The screen's soft background wash. */
  screen: string
  /** Filled shapes: avatars, thumbnails, the selected choice, meters. */
  fill: string
  /** A lighter companion to `fill`. */
  tint: string
  /** Text and strokes that carry the accent (AA on white and on `tint`; white is AA on it). */
  strong: string
  /** The ring of a selected row. */
  ring: string
}

/** One soft colour per app screen. "mist" is a cool eucalyptus grey the site palette lacks. */
export const PHONE_ACCENTS: Record<ScreenAccent, PhoneAccent> = {
  clay: {
    screen: 'bg-gradient-to-b from-clay-100 via-cream to-cream',
    fill: 'bg-clay-300',
    tint: 'bg-clay-100',
    strong: 'text-clay-700',
    ring: 'ring-clay-300',
  },
  sage: {
    screen: 'bg-gradient-to-b from-sage-100 via-sage-50 to-cream',
    fill: 'bg-sage-200',
    tint: 'bg-sage-50',
    strong: 'text-sage-700',
    ring: 'ring-sage-200',
  },
  sand: {
    screen: 'bg-gradient-to-b from-sand-200 via-sand-50 to-cream',
    fill: 'bg-sand-300',
    tint: 'bg-sand-100',
    strong: 'text-clay-700',
    ring: 'ring-sand-300',
  },
  mist: {
    screen: 'bg-gradient-to-b from-[#dfe8ea] via-[#f1f5f4] to-cream',
    fill: 'bg-[#bfd1d4]',
    tint: 'bg-[#e6eeef]',
    strong: 'text-[#35596a]',
    ring: 'ring-[#bfd1d4]',
  },
}

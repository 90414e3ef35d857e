// No zod here: the home page's code reads this list in the visitor's browser.

/**
 * The home page's sections below the banner, in the product's order (docs/product.md): home.json's
 * optional sectionOrder lists them in another, and the hero and the banner always come first.
 */
export const LOWER_SECTIONS = ['appPreview', 'values', 'quizCta', 'mission', 'waitlist'] as const
export type LowerSection = (typeof LOWER_SECTIONS)[number]

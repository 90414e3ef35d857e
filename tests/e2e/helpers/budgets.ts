// A first visit's budget, in KB (1,024 bytes): JavaScript and CSS gzip, fonts as they are (WOFF2
// is compressed). `npm test` holds every page to it (size-budget.spec.ts), and `npm run bench`
// prints it as the target beside what it measured, so the two can never disagree.

/**
 * The JavaScript a first visit of `/` may download: React and the router alone are about 91 KB,
 * the floor of the stack (npm run bench prints it); 98 KB measured (decision 0054), so a patch
 * release of either, or longer copy, has room.
 */
export const HOME_JS_KB = 100

/**
 * The quiz page starts with its question form's code (react-hook-form and the form renderer,
 * about 29 KB): the form is the page, so it hydrates at once and an early tap on Next acts in
 * 2.5 s rather than 5 s on a slow phone (docs/decisions/0017). 112 KB for the page, 25 for it:
 * the router's hydration costs every page 1.4 KB (decision 0054); 135.3 KB measured on a laptop.
 */
export const QUIZ_JS_KB = 112 + 25

/** The story's words are read from the page, never downloaded again as code (decision 0023). */
export const STORY_JS_KB = 102

/** Any other page: the privacy notice, a massage's own page. */
export const PAGE_JS_KB = 110

/**
 * The scripts a page starts with (the files it names), at most: two rounds of the six
 * connections a browser opens to a host over HTTP/1.1. Each round costs a slow phone a request's
 * latency (0.56 s on Slow 4G); the quiz's 18 files took three, and 10 now (scripts/shell-chunk.ts).
 */
export const START_FILES = 12

/** 12.07 KiB measured at 0355e43, with 2 KiB of room for copy and upgrades (decision 0054). */
export const CSS_KB = 14

/** The brand fonts, cut to the content's characters (scripts/brand-fonts.ts). */
export const FONTS_KB = 24

/**
 * What a build that sends the funnel to Plausible or Umami adds to every page (decision 0068):
 * 0.7 KB measured on a build whose sign-ups go to the console (the funnel's beacon comes with the
 * engine's events; a build counting its own funnel has the beacon already); none without one.
 */
export const ENGINE_JS_KB = 1

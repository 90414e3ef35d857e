/**
 * The JavaScript a first visit of `/` may download (KB, gzip): React and the router alone are
 * about 91 KB, the floor of the stack (npm run bench prints it); 98 KB measured (decision 0054),
 * so a patch release of either, or longer copy, has room.
 */
export const HOME_JS_KB = 100

/**
 * What a build that sends the funnel to Plausible or Umami adds to every page (decision 0068):
 * 0.7 KB measured on a build whose sign-ups go to the console (the funnel's beacon comes with the
 * engine's events; a build counting its own funnel has the beacon already); none without one.
 */
export const ENGINE_JS_KB = 1

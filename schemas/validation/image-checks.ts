import path from 'node:path'
import type { Report } from './check-report.ts'
import { closestMatch } from './describe.ts'
import { eachText } from './json-texts.ts'
import type { UnlocatedProblem } from './problem.ts'

/** The files of the site's `public/` folder, as site paths: `/uploads/mission-stones.svg`. */
export type PublicFiles = ReadonlySet<string>

/** A picture of the site's own: a `src` that is a path on this site (not `//host`). */
function ownPicture(key: PropertyKey | undefined, text: string): string | undefined {
  // An address with a brace has its own report (placeholder-checks.ts).
  if (key !== 'src' || !/^\/(?![/\\])/.test(text) || /[{}]/.test(text)) return undefined
  return decodeURI(text.split(/[?#]/)[0] ?? text)
}

/** `public/` is the site's root: an address never names it (`/public/uploads/x.svg` is a slip). */
const PUBLIC_IN_ADDRESS = /^\/public(?=\/)/

/** What is wrong with a picture of the site's own that `public/` does not hold, and what to do. */
function missingPicture(picture: string, publicFiles: PublicFiles): string {
  const served = picture.replace(PUBLIC_IN_ADDRESS, '')
  if (served !== picture) {
    const add = publicFiles.has(served)
      ? ''
      : `, and put the picture in public${path.posix.dirname(served)}`
    return `an address starts inside public/, so leave "public/" out of it: write ${served}${add}`
  }
  const folder = path.posix.dirname(picture)
  const neighbours = [...publicFiles]
    .filter((file) => path.posix.dirname(file) === folder)
    .map((file) => path.posix.basename(file))
  const suggestion = closestMatch(path.posix.basename(picture), neighbours)
  const hint = suggestion ? `did you mean ${suggestion}?` : `put the picture in public${folder}`
  return `no file public${picture}: ${hint}`
}

/**
 * Every picture of the site's own in a file is a file in `public/`: a typo would show a broken
 * picture. The closest file of the same folder is named, if one is close.
 */
export function checkLocalImages(value: unknown, publicFiles: PublicFiles, report: Report) {
  eachText(value, (text, jsonPath) => {
    const picture = ownPicture(jsonPath.at(-1), text)
    if (picture === undefined || publicFiles.has(picture)) return
    report(jsonPath, missingPicture(picture, publicFiles))
  })
}

/** A picture on another host: a `src` that is a web address (`https://…`). */
const isOtherHost = (key: PropertyKey | undefined, text: string) =>
  key === 'src' && /^https?:\/\//i.test(text)

/**
 * Notes (never failures) on pictures taken from another host: they show, but each page that has
 * one asks that host for it, and it is blank on an offline visit (docs/decisions/0029).
 */
export function otherHostImageNotes(file: string, value: unknown): UnlocatedProblem[] {
  const notes: UnlocatedProblem[] = []
  eachText(value, (text, jsonPath) => {
    if (!isOtherHost(jsonPath.at(-1), text)) return
    const message =
      'this picture comes from another host: the page asks that host for it after it shows, and it is blank offline; put the file in public/uploads/ and write /uploads/… to make it the site’s own'
    notes.push({ file, path: jsonPath, message })
  })
  return notes
}

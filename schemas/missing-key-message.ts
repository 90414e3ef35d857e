/**
 * A key that is missing, in a maintainer's words, with what it holds; one at the top of a file
 * (a section) also says where its last good copy is. Here, not in validation/, because the rules'
 * schema says it too, and the production server, which parses the rules, carries no checker.
 */
export function missingKeyMessage(key: string, expected: string, topOf?: { file: string }) {
  if (!topOf) return `"${key}" is missing here: add it (${expected})`
  const what = expected.startsWith('an object') ? `the section "${key}"` : `"${key}"`
  return `${what} is missing (${expected}): put it back as it was in the last saved copy of this file (\`git show HEAD:${topOf.file}\` prints it), or write it anew`
}

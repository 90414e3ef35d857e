import type { Content } from '@schemas/content-files.ts'
import { formatReport } from '@schemas/validation/report.ts'
import { validateContent } from '@schemas/validation/validate-content.ts'
import { contentText, FROZEN_CONTENT_ROOT } from '../content-roots'

/** The frozen copy of the content, checked: the emails' tests never read the live wording. */
export function frozenMailContent(): Content {
  const check = validateContent((name) => contentText(FROZEN_CONTENT_ROOT, name))
  if (!check.ok) throw new Error(formatReport(check.problems))
  return check.content
}

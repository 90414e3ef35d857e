import type { FormValues } from '../../contract/field-value.ts'
import { fillTemplate } from '../../contract/fill-template.ts'
import { typingBox } from '../../contract/typing-boxes.ts'
import type { Content } from '../../schemas/content-files.ts'
import { type FieldDefinition, isChoiceKind } from '../../schemas/forms.schema.ts'
import { HONEYPOT_FIELD_NAME } from '../../schemas/waitlist.schema.ts'
import { WAITLIST_PATH } from '../paths.ts'
import type { FormPostPages, PagedProblem } from './form-post.ts'
import { type Html, html } from './html.ts'
import { STANDALONE_PAGE_POLICY, standalonePage } from './standalone-page.ts'

/**
 * The prerendered thank-you page (src/routes/waitlist/): every sign-up the server takes leads
 * there, new or not, so the answer tells nobody whether an address is on the list (decision 0026).
 */
export const JOINED_PATH = '/waitlist/joined'

function control(
  field: FieldDefinition,
  value: FormValues[string] | undefined,
  invalid: boolean,
): Html {
  const id = `field-${field.name}`
  const described = invalid ? `${id}-error` : field.help ? `${id}-help` : undefined
  const text = typeof value === 'string' ? value : ''
  const chosen = [value ?? ''].flat()
  const attributes = html`name="${field.name}" aria-invalid="${invalid}" aria-describedby="${described}"`
  if (!isChoiceKind(field.kind)) {
    const box = typingBox(field.kind)
    const inputMode = box.inputMode ? html` inputmode="${box.inputMode}"` : ''
    return html`<input id="${id}" type="${box.type}"${inputMode} ${attributes} value="${text}" maxlength="${box.maxLength}" autocomplete="${field.autocomplete ?? box.autoComplete}"${field.required ? html` required` : ''}>`
  }
  if (field.kind === 'select')
    return html`<select id="${id}" ${attributes}><option value="">${field.emptyOption}</option>${(field.options ?? []).map((option) => html`<option value="${option.value}"${chosen.includes(option.value) ? html` selected` : ''}>${option.label}</option>`)}</select>`
  const type = field.kind === 'multiple-choice' ? 'checkbox' : 'radio'
  return html`${(field.options ?? []).map((option) => html`<label><input type="${type}" name="${field.name}" value="${option.value}"${chosen.includes(option.value) ? html` checked` : ''}> ${option.label}</label>`)}`
}

function fieldBlock(
  field: FieldDefinition,
  value: FormValues[string] | undefined,
  error: string | undefined,
): Html {
  const id = `field-${field.name}`
  const isGroup = field.kind === 'single-choice' || field.kind === 'multiple-choice'
  const help = field.help ? html`<p class="help" id="${id}-help">${field.help}</p>` : ''
  const message = error ? html`<p class="error" id="${id}-error">${error}</p>` : ''
  const inner = control(field, value, error !== undefined)
  return isGroup
    ? html`<fieldset><legend>${field.label}</legend>${help}${inner}${message}</fieldset>`
    : html`<div><label for="${id}">${field.label}</label>${help}${inner}${message}</div>`
}

/**
 * The no-JavaScript form's pages: the thank-you redirects, and, for a sign-up the rules turned
 * down (or that could not be stored just now), the form again as the visitor typed it, with the
 * message by the field to correct.
 */
export function formPostPages(
  content: Pick<Content, 'forms' | 'messages' | 'site'>,
): FormPostPages {
  const form = content.forms.waitlist
  const copy = content.messages.waitlist
  const brand = content.site.brand.name
  /** The line above the form: what went wrong, blaming a field only when one is at fault. */
  const noticeFor = (problem: PagedProblem): string => {
    if (problem.kind === 'failed') return copy.failed.description
    if (problem.kind === 'not-our-page') return copy.notFromOurPage
    if (problem.kind === 'too-large') return copy.tooLarge
    const known = form.fields.some((field) => field.name === problem.field)
    return known && problem.message ? problem.message : copy.refused.body
  }
  return {
    joinedPath: JOINED_PATH,
    errorPagePolicy: STANDALONE_PAGE_POLICY,
    errorPage(values: FormValues, problem: PagedProblem) {
      const failed = problem.kind === 'failed'
      const title = fillTemplate(failed ? copy.failed.title : copy.refused.title, { brand })
      const errorFor = (name: string) => (problem.field === name ? problem.message : undefined)
      const notice = noticeFor(problem)
      return standalonePage({
        title,
        brand,
        card: html`<h1>${title}</h1>
<p class="notice" role="alert">${notice}</p>
<form method="post" action="${WAITLIST_PATH}" novalidate>
${form.fields.map((field) => fieldBlock(field, values[field.name], errorFor(field.name)))}
<div class="trap" aria-hidden="true"><input type="text" name="${HONEYPOT_FIELD_NAME}" tabindex="-1" autocomplete="off"></div>
<div><button type="submit">${form.submit}</button></div>
</form>`,
        after: html`<p><a href="/">${copy.joinedPage.homeLink}</a></p>`,
      })
    },
  }
}

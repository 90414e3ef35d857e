import { createHash } from 'node:crypto'
import type { Content } from '../../schemas/content-files.ts'
import { type FieldDefinition, isChoiceKind } from '../../schemas/forms.schema.ts'
import { HONEYPOT_FIELD_NAME } from '../../schemas/waitlist.schema.ts'
import type { FormValues } from '../../src/forms/field-value.ts'
import { typingBox } from '../../src/forms/typing-boxes.ts'
import { fillTemplate } from '../../src/lib/fill-template.ts'
import { WAITLIST_PATH } from '../paths.ts'
import type { FormPostPages, PagedProblem } from './form-post.ts'
import { Html, html } from './html.ts'

/** The prerendered thank-you pages (src/routes/waitlist/). */
export const JOINED_PATH = '/waitlist/joined'
export const ALREADY_PATH = '/waitlist/already'

// The page stands alone (no script, no other file), in the site's colours and type.
const STYLE = `body{margin:0;background:#faf6f0;color:#1f2b26;font:17px/1.6 Figtree,Arial,"Liberation Sans",sans-serif}
main{max-width:34rem;margin:0 auto;padding:2rem 1.25rem 4rem}
.card{margin-top:1.5rem;background:#fff;border-radius:1.5rem;padding:1.75rem 1.5rem;box-shadow:0 10px 30px -12px rgba(31,43,38,.18)}
.brand{font:600 1.25rem Georgia,"Noto Serif",serif;color:#244a40;text-decoration:none}
h1{font:600 1.9rem/1.2 Georgia,"Noto Serif",serif;margin:0 0 1rem}
.notice{background:#f6e3d8;border:1px solid #e4b197;border-radius:1rem;padding:.75rem 1rem}
form{margin-top:1.5rem;display:grid;gap:1.1rem}
label,legend{display:block;font-weight:600;margin-bottom:.35rem}
.help{margin:.1rem 0 .4rem;color:#4a5751;font-size:.9rem}
input[type=text],input[type=email],input[type=tel],input[type=url],select{box-sizing:border-box;width:100%;min-height:2.9rem;padding:.55rem .9rem;font:inherit;color:inherit;background:#fff;border:1px solid #e6d8c4;border-radius:.9rem}
fieldset{border:0;margin:0;padding:0}
.error{color:#9a4a2a;font-size:.92rem;margin:.35rem 0 0}
input[aria-invalid=true],select[aria-invalid=true]{border-color:#9a4a2a}
.trap{position:absolute;left:-10000px;width:1px;height:1px;overflow:hidden}
button{width:100%;min-height:3rem;font:600 1rem/1 Figtree,Arial,"Liberation Sans",sans-serif;color:#fff;background:#2f5d50;border:0;border-radius:999px;padding:.75rem 1.5rem;cursor:pointer}
:focus-visible{outline:3px solid #244a40;outline-offset:2px}
a{color:#244a40}`

/** Allows this page's one style block and nothing else: no script, no other origin. */
const ERROR_PAGE_POLICY = `default-src 'none'; style-src 'sha256-${createHash('sha256').update(STYLE).digest('base64')}'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'`

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
    alreadyPath: ALREADY_PATH,
    errorPagePolicy: ERROR_PAGE_POLICY,
    errorPage(values: FormValues, problem: PagedProblem) {
      const failed = problem.kind === 'failed'
      const title = fillTemplate(failed ? copy.failed.title : copy.refused.title, { brand })
      const errorFor = (name: string) => (problem.field === name ? problem.message : undefined)
      const notice = noticeFor(problem)
      return html`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${title}</title>
<style>${new Html(STYLE)}</style>
</head>
<body>
<main>
<a class="brand" href="/">${brand}</a>
<div class="card">
<h1>${title}</h1>
<p class="notice" role="alert">${notice}</p>
<form method="post" action="${WAITLIST_PATH}" novalidate>
${form.fields.map((field) => fieldBlock(field, values[field.name], errorFor(field.name)))}
<div class="trap" aria-hidden="true"><input type="text" name="${HONEYPOT_FIELD_NAME}" tabindex="-1" autocomplete="off"></div>
<div><button type="submit">${form.submit}</button></div>
</form>
</div>
<p><a href="/">${copy.joinedPage.homeLink}</a></p>
</main>
</body>
</html>`.text
    },
  }
}

import { formDefinition } from '@schemas/forms.schema.ts'

/** A definition with one field of every kind, as a maintainer would write it in JSON. */
export const everyKindDefinition = formDefinition.parse(
  JSON.parse(`{
  "errorDisplay": "inline",
  "submit": "Send",
  "submitting": "Sending…",
  "fields": [
    { "name": "firstName", "kind": "text", "label": "First name", "help": "As you like to be called.",
      "autocomplete": "given-name", "required": true, "messages": { "required": "Enter your first name." } },
    { "name": "email", "kind": "email", "label": "Email", "placeholder": "you@example.com", "required": true,
      "messages": { "required": "Enter your email.", "invalid": "Enter an email like name@example.com." } },
    { "name": "role", "kind": "select", "label": "I am a…", "required": false, "emptyOption": "Select an option",
      "options": [ { "value": "client", "label": "Client looking for massage" }, { "value": "therapist", "label": "Massage therapist" } ],
      "messages": {} },
    { "name": "goal", "kind": "single-choice", "label": "Main goal", "required": true,
      "options": [ { "value": "relax", "label": "Relax", "emoji": "🌿" }, { "value": "recover", "label": "Recover", "emoji": "🏃" }, { "value": "ease", "label": "Ease pain" } ],
      "messages": { "required": "Choose a goal." } },
    { "name": "areas", "kind": "multiple-choice", "label": "Areas", "help": "Choose all that apply.", "required": true,
      "options": [ { "value": "back", "label": "Back" }, { "value": "neck", "label": "Neck" } ],
      "messages": { "required": "Choose at least one area." } }
  ]
}`),
)

/** A phone and a web address field, both optional: what each accepts has a form of its own. */
export const contactDefinition = formDefinition.parse(
  JSON.parse(`{
  "errorDisplay": "inline",
  "submit": "Send",
  "submitting": "Sending…",
  "fields": [
    { "name": "phone", "kind": "tel", "label": "Phone", "required": false,
      "messages": { "invalid": "Enter a phone number like +44 20 7946 0958." } },
    { "name": "homePage", "kind": "url", "label": "Your website", "required": false,
      "messages": { "invalid": "Enter a web address like example.com." } }
  ]
}`),
)

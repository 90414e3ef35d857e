// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { at, type Mistake, problemsAfter } from './content-fixture'

// Edits of the frozen forms.json (tests/content/frozen-content): its waitlist form has "name",
// "email" and "userType"; the quiz's email form follows it.
const LAST_WAITLIST_FIELD = '        "messages": {}\n      }\n    ]'

function addWaitlistField(field: string): Mistake {
  return {
    file: 'forms',
    from: LAST_WAITLIST_FIELD,
    to: `        "messages": {}\n      },\n      ${field}\n    ]`,
  }
}

// The waitlist's email field opens the only "email" name right after the first name's field.
const WAITLIST_EMAIL = '      },\n      {\n        "name": "email",\n        "kind": "email"'

const CITY = `{ "name": "city", "kind": "text", "label": "City", "required": false, "messages": {} }`
const PHONE = `{ "name": "phone", "kind": "text", "label": "Phone", "required": true,
        "messages": { "required": "Please enter a phone number." } }`
const TEL_PHONE = `{ "name": "phone", "kind": "tel", "label": "Phone", "required": false,
        "messages": { "invalid": "Please enter a phone number like +44 20 7946 0958." } }`
const HOME_PAGE = `{ "name": "homePage", "kind": "url", "label": "Your practice’s website", "required": false,
        "messages": { "invalid": "Please enter a web address like example.com." } }`
const HEARD_FROM = `{ "name": "heardFrom", "kind": "select", "label": "How did you hear about us?",
        "required": false, "emptyOption": "Choose one",
        "options": [{ "value": "friend", "label": "A friend" }, { "value": "search", "label": "A search" }],
        "messages": {} }`

describe('waitlist fields are content', () => {
  it.each([
    ['an optional text field', CITY],
    ['a required text field with its message', PHONE],
    ['an optional select', HEARD_FROM],
    ['a phone field with its message', TEL_PHONE],
    ['a web address field with its message', HOME_PAGE],
  ])('%s can be added', (_, field) => {
    expect(problemsAfter(addWaitlistField(field))).toEqual([])
  })

  it('a required field without its message is still caught', () => {
    const mistake = addWaitlistField(
      PHONE.replace('"messages": { "required": "Please enter a phone number." }', '"messages": {}'),
    )
    expect(problemsAfter(mistake)).toEqual([
      `${at(mistake, '"messages": {}', { after: '"phone"' })} waitlist.fields[3].messages: a required field needs messages.required`,
    ])
  })

  it.each([
    ['a tel field', TEL_PHONE, '"phone"', 'a phone number'],
    ['a url field', HOME_PAGE, '"homePage"', 'a web address'],
  ])('%s without its "invalid" message is caught', (kind, field, name, what) => {
    const mistake = addWaitlistField(field.replace(/"messages": \{[^}]*\}/, '"messages": {}'))
    expect(problemsAfter(mistake)).toEqual([
      `${at(mistake, '"messages": {}', { after: name })} waitlist.fields[3].messages: ${kind} needs messages.invalid, shown when what was typed is not ${what}`,
    ])
  })

  it('removing the email field says the product needs it', () => {
    const email: Mistake = {
      file: 'forms',
      from: WAITLIST_EMAIL,
      to: WAITLIST_EMAIL.replace('"name": "email"', '"name": "contact"'),
    }
    expect(problemsAfter(email)).toEqual([
      `${at(email, '"fields"')} waitlist.fields: missing the field "email": the waitlist needs a first name ("name") and an email address ("email"); add it back`,
    ])
  })

  it('the email field must stay an email field, and required', () => {
    const kind: Mistake = {
      file: 'forms',
      from: WAITLIST_EMAIL,
      to: WAITLIST_EMAIL.replace('"kind": "email"', '"kind": "text"'),
    }
    expect(problemsAfter(kind)).toEqual([
      `${at(kind, '"text"', { after: '"name": "email"' })} waitlist.fields[1].kind: the "email" field holds an email address, so its kind must be "email", found "text"`,
    ])
    const optional: Mistake = {
      file: 'forms',
      from: '"autocomplete": "email",\n        "required": true,\n        "messages": {\n          "required": "Please enter your email address.",',
      to: '"autocomplete": "email",\n        "required": false,\n        "messages": {\n          "required": "Please enter your email address.",',
    }
    expect(problemsAfter(optional)).toEqual([
      `${at(optional, 'false')} waitlist.fields[1].required: the "email" field must be required: a sign-up without an email address cannot be used`,
    ])
  })

  it('no field may take the spam trap’s name', () => {
    const mistake = addWaitlistField(CITY.replace('"city"', '"website"'))
    expect(problemsAfter(mistake)).toEqual([
      `${at(mistake, '"website"')} waitlist.fields[3].name: "website" is taken by the hidden field that catches spam robots; choose another name`,
    ])
  })
})

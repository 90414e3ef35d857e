import type { FieldKind } from '../schemas/forms.schema.ts'
import { MAX_TYPED_LENGTH } from './value-schemas.ts'

export type TypingKind = keyof typeof MAX_TYPED_LENGTH

/** How a typing box asks the browser for help: its own check, its keyboard, what it offers to fill in. */
export type TypingBox = {
  type: 'text' | 'email' | 'tel' | 'url'
  inputMode?: 'email' | 'tel' | 'url'
  /** Offered when the field names no autocomplete of its own. */
  autoComplete?: 'tel' | 'url'
  /** Addresses are typed as they are: no capital first letter, no spelling marks. */
  typedAsIs?: true
  maxLength: number
}

const TYPING_BOXES: { [Kind in TypingKind]: TypingBox } = {
  text: { type: 'text', maxLength: MAX_TYPED_LENGTH.text },
  email: { type: 'email', inputMode: 'email', typedAsIs: true, maxLength: MAX_TYPED_LENGTH.email },
  tel: { type: 'tel', inputMode: 'tel', autoComplete: 'tel', maxLength: MAX_TYPED_LENGTH.tel },
  url: {
    type: 'url',
    inputMode: 'url',
    autoComplete: 'url',
    typedAsIs: true,
    maxLength: MAX_TYPED_LENGTH.url,
  },
}

function isTypingKind(kind: FieldKind): kind is TypingKind {
  return Object.hasOwn(TYPING_BOXES, kind)
}

/** The typing box of a field of this kind (a plain text box for a kind that is not typed). */
export function typingBox(kind: FieldKind): TypingBox {
  return isTypingKind(kind) ? TYPING_BOXES[kind] : TYPING_BOXES.text
}

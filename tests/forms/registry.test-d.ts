import type { FieldKind } from '@schemas/forms.schema.ts'
import { describe, expectTypeOf, it } from 'vitest'
import type { RegisteredKind } from '@/forms/registry'

describe('the widget registry', () => {
  it('covers exactly the field kinds the content schema allows', () => {
    expectTypeOf<RegisteredKind>().toEqualTypeOf<FieldKind>()
  })
})

import type { FormValues } from '@contract/field-value.ts'
import type { FormDefinition } from '@schemas/forms.schema.ts'
import { DefinedForm } from '@/forms/defined-form'
import { useDefinitionForm } from '@/forms/use-definition-form'
import type { FieldSlots } from '@/forms/widget-props'

type TestFormProps = {
  definition: FormDefinition
  onValid: (values: FormValues) => void
  onInvalid?: () => void
  slots?: FieldSlots
}

/** The renderer as a page would mount it, with a plain submit button. */
export function TestForm({ definition, onValid, onInvalid, slots }: TestFormProps) {
  const form = useDefinitionForm(definition)
  return (
    <DefinedForm
      definition={definition}
      form={form}
      onValid={onValid}
      onInvalid={onInvalid}
      slots={slots}
    >
      <button type="submit">{definition.submit}</button>
    </DefinedForm>
  )
}

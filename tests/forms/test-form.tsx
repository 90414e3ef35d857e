import type { FormDefinition } from '@schemas/forms.schema.ts'
import { DefinedForm } from '@/forms/defined-form'
import { useDefinitionForm } from '@/forms/use-definition-form'
import type { FormValues } from '@/forms/values-schema'
import type { OptionIconOf } from '@/forms/widget-props'

type TestFormProps = {
  definition: FormDefinition
  onValid: (values: FormValues) => void
  onInvalid?: () => void
  optionIcon?: OptionIconOf
}

/** The renderer as a page would mount it, with a plain submit button. */
export function TestForm({ definition, onValid, onInvalid, optionIcon }: TestFormProps) {
  const form = useDefinitionForm(definition)
  return (
    <DefinedForm
      definition={definition}
      form={form}
      onValid={onValid}
      onInvalid={onInvalid}
      optionIcon={optionIcon}
    >
      <button type="submit">{definition.submit}</button>
    </DefinedForm>
  )
}

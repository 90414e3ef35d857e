import type { FormValues } from '@contract/field-value.ts'
import { buildValuesSchema, emptyValues } from '@contract/values-schema.ts'
import { zodResolver } from '@hookform/resolvers/zod'
import type { FormDefinition } from '@schemas/forms.schema.ts'
import { useMemo } from 'react'
import { type Resolver, useForm } from 'react-hook-form'

/**
 * react-hook-form reads a radio group with nothing checked as null, whatever its default: that
 * is no choice (''), which the field's own messages speak to, not a value of the wrong type.
 */
function noChoiceAsEmpty(resolver: Resolver<FormValues>): Resolver<FormValues> {
  return (values, context, options) => {
    const read = Object.entries(values).map(([name, value]) => [name, value ?? ''])
    return resolver(Object.fromEntries(read), context, options)
  }
}

/**
 * A react-hook-form instance for a content-defined form. Inline forms validate a field once it
 * is touched; summary forms only on submit, leaving the page to report a failed submit.
 */
export function useDefinitionForm(
  definition: Pick<FormDefinition, 'fields' | 'errorDisplay'>,
  initialValues?: FormValues,
) {
  const resolver = useMemo(
    () => noChoiceAsEmpty(zodResolver(buildValuesSchema(definition))),
    [definition],
  )
  const form = useForm<FormValues>({
    resolver,
    defaultValues: { ...emptyValues(definition), ...initialValues },
    mode: definition.errorDisplay === 'inline' ? 'onTouched' : 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: true,
  })
  return form
}

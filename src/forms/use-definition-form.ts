import { zodResolver } from '@hookform/resolvers/zod'
import type { FormDefinition } from '@schemas/forms.schema.ts'
import { useMemo } from 'react'
import { useForm } from 'react-hook-form'
import { buildValuesSchema, emptyValues, type FormValues } from './values-schema'

/**
 * A react-hook-form instance for a content-defined form. Inline forms validate a field once it
 * is touched; summary forms only on submit, leaving the page to report a failed submit.
 */
export function useDefinitionForm(
  definition: Pick<FormDefinition, 'fields' | 'errorDisplay'>,
  initialValues?: FormValues,
) {
  const schema = useMemo(() => buildValuesSchema(definition), [definition])
  return useForm<FormValues>({
    resolver: zodResolver(schema),
    defaultValues: { ...emptyValues(definition), ...initialValues },
    mode: definition.errorDisplay === 'inline' ? 'onTouched' : 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: true,
  })
}

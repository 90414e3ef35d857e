import { zodResolver } from '@hookform/resolvers/zod'
import type { FormDefinition } from '@schemas/forms.schema.ts'
import { useLayoutEffect, useMemo, useState } from 'react'
import { useForm } from 'react-hook-form'
import { useIsHydrating } from '@/lib/use-is-hydrating'
import { inputAlreadyOnPage } from './input-already-on-page'
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
  const form = useForm<FormValues>({
    resolver: zodResolver(schema),
    defaultValues: { ...emptyValues(definition), ...initialValues },
    mode: definition.errorDisplay === 'inline' ? 'onTouched' : 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: true,
  })
  useKeepInputTypedBeforeHydration(definition, form.setValue)
  return form
}

/**
 * A prerendered form can be typed into, or a choice made in it, before its code arrives. Its
 * hydration renders what the server rendered; right after, before the next paint, the form takes
 * over what the visitor had put in, so nothing is lost.
 */
function useKeepInputTypedBeforeHydration(
  definition: Pick<FormDefinition, 'fields'>,
  setValue: (name: string, value: FormValues[string], options: { shouldDirty: true }) => void,
) {
  const hydrating = useIsHydrating()
  const [typedEarly] = useState(() =>
    hydrating && typeof document !== 'undefined'
      ? inputAlreadyOnPage(definition.fields.map((field) => field.name))
      : {},
  )
  useLayoutEffect(() => {
    for (const [name, value] of Object.entries(typedEarly))
      setValue(name, value, { shouldDirty: true })
  }, [typedEarly, setValue])
}

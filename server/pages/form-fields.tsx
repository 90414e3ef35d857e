import type { FormValues } from '../../contract/field-value.ts'
import { typingBox } from '../../contract/typing-boxes.ts'
import { type FieldDefinition, isChoiceKind } from '../../schemas/forms.schema.ts'
import { CONTROL } from './page-parts.tsx'

type FieldProps = {
  field: FieldDefinition
  value: FormValues[string] | undefined
  error: string | undefined
}

function Control({ field, value, error }: FieldProps) {
  const id = `field-${field.name}`
  const described = error ? `${id}-error` : field.help ? `${id}-help` : undefined
  const text = typeof value === 'string' ? value : ''
  const chosen = [value ?? ''].flat()
  const common = {
    name: field.name,
    'aria-invalid': error !== undefined,
    'aria-describedby': described,
  }
  if (!isChoiceKind(field.kind)) {
    const box = typingBox(field.kind)
    return (
      <input
        id={id}
        type={box.type}
        inputMode={box.inputMode}
        {...common}
        defaultValue={text}
        maxLength={box.maxLength}
        autoComplete={field.autocomplete ?? box.autoComplete}
        required={field.required}
        className={`${CONTROL} mt-2`}
      />
    )
  }
  if (field.kind === 'select')
    return (
      <select id={id} {...common} defaultValue={chosen[0] ?? ''} className={`${CONTROL} mt-2`}>
        <option value="">{field.emptyOption}</option>
        {(field.options ?? []).map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    )
  const type = field.kind === 'multiple-choice' ? 'checkbox' : 'radio'
  return (
    <div className="mt-2 grid gap-2">
      {(field.options ?? []).map((option) => (
        <label key={option.value} className="flex min-h-11 items-center gap-3">
          <input
            type={type}
            name={field.name}
            value={option.value}
            defaultChecked={chosen.includes(option.value)}
            className="size-5 accent-sage-700"
          />
          {option.label}
        </label>
      ))}
    </div>
  )
}

/** One field of the form as the visitor typed it, with its help and the message to correct it. */
export function FormField(props: FieldProps) {
  const { field, error } = props
  const id = `field-${field.name}`
  const help = field.help && (
    <p className="mt-1 text-sm text-ink-soft" id={`${id}-help`}>
      {field.help}
    </p>
  )
  const message = error && (
    <p className="mt-2 text-sm font-semibold text-danger" id={`${id}-error`}>
      {error}
    </p>
  )
  const isGroup = field.kind === 'single-choice' || field.kind === 'multiple-choice'
  return isGroup ? (
    <fieldset>
      <legend className="font-semibold text-ink">{field.label}</legend>
      {help}
      <Control {...props} />
      {message}
    </fieldset>
  ) : (
    <div>
      <label htmlFor={id} className="block font-semibold text-ink">
        {field.label}
      </label>
      {help}
      <Control {...props} />
      {message}
    </div>
  )
}

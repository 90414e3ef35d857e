import forms from 'virtual:content/forms'
import messages from 'virtual:content/messages'
import site from 'virtual:content/site'
import { waitlistSignup } from '@schemas/waitlist.schema.ts'
import { useState } from 'react'
import { useToast } from '@/components/ui/toaster'
import { DefinedForm } from '@/forms/defined-form'
import { SubmitButton } from '@/forms/submit-button'
import { useDefinitionForm } from '@/forms/use-definition-form'
import type { FormValues } from '@/forms/values-schema'
import { fillTemplate } from '@/lib/fill-template'
import { WaitlistConfirmation } from './waitlist-confirmation'
import { consoleOutbox, type WaitlistOutbox } from './waitlist-outbox'

const brand = { brand: site.brand.name }

export function WaitlistForm({ outbox = consoleOutbox }: { outbox?: WaitlistOutbox }) {
  const definition = forms.waitlist
  const form = useDefinitionForm(definition)
  const showToast = useToast()
  const [joined, setJoined] = useState(false)
  const copy = messages.waitlist

  async function join(values: FormValues) {
    try {
      await outbox.deliver(waitlistSignup.parse(values))
    } catch {
      showToast({ ...copy.failed, variant: 'destructive' })
      return
    }
    showToast({
      title: fillTemplate(copy.success.title, brand),
      description: fillTemplate(copy.success.description, brand),
    })
    setJoined(true)
  }

  if (joined) {
    return (
      <WaitlistConfirmation
        title={fillTemplate(copy.confirmation.title, brand)}
        body={fillTemplate(copy.confirmation.body, brand)}
      />
    )
  }
  return (
    <DefinedForm
      definition={definition}
      form={form}
      onValid={join}
      onInvalid={() => showToast({ ...copy.missingFields, variant: 'destructive' })}
      className="grid gap-1"
    >
      <SubmitButton
        control={form.control}
        label={definition.submit}
        pendingLabel={definition.submitting}
        className="mt-2 w-full"
      />
    </DefinedForm>
  )
}

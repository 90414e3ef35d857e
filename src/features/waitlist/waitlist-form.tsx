import waitlist from 'virtual:content/forms/waitlist'
import toast from 'virtual:content/messages/toast'
import waitlistMessages from 'virtual:content/messages/waitlist'
import brand from 'virtual:content/site/brand'
import { waitlistSignup } from '@schemas/waitlist.schema.ts'
import { useState } from 'react'
import { Toaster, useToast } from '@/components/ui/toaster'
import { DefinedForm } from '@/forms/defined-form'
import { SubmitButton } from '@/forms/submit-button'
import { useDefinitionForm } from '@/forms/use-definition-form'
import type { FormValues } from '@/forms/values-schema'
import { fillTemplate } from '@/lib/fill-template'
import { QueryProvider } from '@/lib/query-provider'
import { WaitlistConfirmation } from './waitlist-confirmation'
import { consoleOutbox, type WaitlistOutbox } from './waitlist-outbox'

const brandName = { brand: brand.name }

type WaitlistFormProps = { outbox?: WaitlistOutbox }

/**
 * The sign-up form, with the data client its delivery uses and the toasts it shows: they load
 * with the form, which is the only part of the site that needs them.
 */
export function WaitlistForm(props: WaitlistFormProps) {
  return (
    <QueryProvider>
      <Toaster
        dismissLabel={toast.dismiss}
        regionLabel={toast.regionLabel}
        itemLabel={toast.itemLabel}
      >
        <SignupForm {...props} />
      </Toaster>
    </QueryProvider>
  )
}

function SignupForm({ outbox = consoleOutbox }: WaitlistFormProps) {
  const definition = waitlist
  const form = useDefinitionForm(definition)
  const showToast = useToast()
  const [joined, setJoined] = useState(false)
  const copy = waitlistMessages

  async function join(values: FormValues) {
    try {
      await outbox.deliver(waitlistSignup.parse(values))
    } catch {
      showToast({ ...copy.failed, variant: 'destructive' })
      return
    }
    showToast({
      title: fillTemplate(copy.success.title, brandName),
      description: fillTemplate(copy.success.description, brandName),
    })
    setJoined(true)
  }

  if (joined) {
    return (
      <WaitlistConfirmation
        title={fillTemplate(copy.confirmation.title, brandName)}
        body={fillTemplate(copy.confirmation.body, brandName)}
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

import waitlistMessages from 'virtual:content/messages/waitlist'
import brand from 'virtual:content/site/brand'
import { fillTemplate } from '@contract/fill-template.ts'
import { useEffect } from 'react'
import type { ToastMessage } from '@/components/ui/toast-message'
import { useDismissToast, useToast } from '@/components/ui/toaster'

const brandName = { brand: brand.name }

/** SPEC's success toast, with the brand's name in it. */
const WELCOME: ToastMessage = {
  title: fillTemplate(waitlistMessages.success.title, brandName),
  description: fillTemplate(waitlistMessages.success.description, brandName),
}

/**
 * SPEC's success toast, for a sign-up made where no confirmation card welcomes the visitor (the
 * quiz's email step, decision 0067); taken back if that sign-up could not be kept after all.
 */
export function useWelcomeToast(joined: boolean): void {
  const showToast = useToast()
  const dismissToast = useDismissToast()
  useEffect(() => {
    if (joined) showToast(WELCOME)
    else dismissToast(WELCOME)
  }, [joined, showToast, dismissToast])
}

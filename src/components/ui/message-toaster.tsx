import toast from 'virtual:content/messages/toast'
import type { ReactNode } from 'react'
import { Toaster } from './toaster'

/** The toaster with its labels from messages.json `toast`: what every feature that toasts uses. */
export function MessageToaster({ children }: { children: ReactNode }) {
  return (
    <Toaster
      dismissLabel={toast.dismiss}
      regionLabel={toast.regionLabel}
      itemLabel={toast.itemLabel}
    >
      {children}
    </Toaster>
  )
}

import messages from 'virtual:content/messages'
import { TooltipProvider } from '@radix-ui/react-tooltip'
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { Toaster } from '@/components/ui/toaster'
import { TOOLTIP_OPEN_DELAY_MS, TOOLTIP_SKIP_DELAY_MS } from '@/lib/tooltip-timing'

type AppProvidersProps = { queryClient: QueryClient; children: ReactNode }

/** Every app-wide provider, in one place: data cache, tooltips, toasts. */
export function AppProviders({ queryClient, children }: AppProvidersProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <TooltipProvider
        delayDuration={TOOLTIP_OPEN_DELAY_MS}
        skipDelayDuration={TOOLTIP_SKIP_DELAY_MS}
      >
        <Toaster
          dismissLabel={messages.toast.dismiss}
          regionLabel={messages.toast.regionLabel}
          itemLabel={messages.toast.itemLabel}
        >
          {children}
        </Toaster>
      </TooltipProvider>
    </QueryClientProvider>
  )
}

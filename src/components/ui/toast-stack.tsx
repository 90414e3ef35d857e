import * as Toast from '@radix-ui/react-toast'
import { useCallback } from 'react'
import { cn } from '@/lib/cn'
import { CheckIcon } from './icons/check-icon'
import type { ShownToast } from './toast-message'
import { placeClearOfNextAction, type ToastSide } from './toast-placement'

const TOAST_DURATION_MS = 6000

type ToastStackProps = {
  toasts: ShownToast[]
  onClose: (id: number) => void
  dismissLabel: string
  regionLabel: string
  itemLabel: string
}

/**
 * Radix toasts: announced, dismissible, swipeable, auto-dismissed, and placed clear of what the
 * visitor acts on next (toast-placement.ts). Loaded with the first toast.
 */
export function ToastStack({
  toasts,
  onClose,
  dismissLabel,
  regionLabel,
  itemLabel,
}: ToastStackProps) {
  return (
    <Toast.Provider swipeDirection="right" duration={TOAST_DURATION_MS} label={itemLabel}>
      {toasts.map((toast) => (
        <ToastCard
          key={toast.id}
          toast={toast}
          dismissLabel={dismissLabel}
          onClose={() => onClose(toast.id)}
        />
      ))}
      {/* Under the sticky header or at the bottom (data-side, set by toast-placement.ts); on a
          laptop at the left, beside the forms and their buttons rather than over them. */}
      <Toast.Viewport
        label={regionLabel}
        className="fixed inset-x-3 bottom-4 z-[60] m-0 flex list-none flex-col gap-3 outline-none data-[side=top]:top-20 data-[side=top]:bottom-auto sm:right-auto sm:left-6 sm:w-[24rem]"
      />
    </Toast.Provider>
  )
}

type ToastCardProps = { toast: ShownToast; dismissLabel: string; onClose: () => void }

function ToastCard({ toast, dismissLabel, onClose }: ToastCardProps) {
  const destructive = toast.variant === 'destructive'
  // Radix draws the card into the toasts' region once that is on the page: placed as it arrives.
  const cardRef = useCallback(
    (card: HTMLLIElement | null) => {
      const region = card?.parentElement
      if (region && toast.open) placeClearOfNextAction(region, preferredSide())
    },
    [toast.open],
  )
  return (
    <Toast.Root
      ref={cardRef}
      open={toast.open}
      onOpenChange={(open) => !open && onClose()}
      type={destructive ? 'foreground' : 'background'}
      data-variant={toast.variant ?? 'default'}
      className={cn(
        'toast-card relative grid grid-cols-[auto_1fr_auto] items-start gap-3 rounded-2xl border p-4 pr-3 shadow-lift',
        destructive
          ? 'border-danger/30 bg-danger-soft text-danger'
          : 'border-sage-200 bg-white text-ink',
      )}
    >
      <span
        aria-hidden="true"
        className={cn(
          'mt-0.5 grid size-6 place-items-center rounded-full text-sm font-bold text-white',
          destructive ? 'bg-danger' : 'bg-sage-700',
        )}
      >
        {destructive ? '!' : <CheckIcon />}
      </span>
      <div className="min-w-0">
        <Toast.Title className="font-semibold">{toast.title}</Toast.Title>
        <Toast.Description
          className={cn('mt-1 text-sm', destructive ? 'text-danger' : 'text-ink-soft')}
        >
          {toast.description}
        </Toast.Description>
      </div>
      <Toast.Close
        aria-label={dismissLabel}
        className="grid size-8 place-items-center rounded-full text-lg leading-none opacity-70 hover:bg-black/5 hover:opacity-100"
      >
        <span aria-hidden="true">×</span>
      </Toast.Close>
    </Toast.Root>
  )
}

/** Under the header on a phone or tablet, away from a sticky bar; at the bottom on a laptop. */
const preferredSide = (): ToastSide => (matchMedia('(width >= 64rem)').matches ? 'bottom' : 'top')

import * as Toast from '@radix-ui/react-toast'
import { useCallback } from 'react'
import { cn } from '@/lib/cn'
import { CheckIcon } from './icons/check-icon'
import type { ShownToast } from './toast-message'

const TOAST_DURATION_MS = 6000

type ToastStackProps = {
  toasts: ShownToast[]
  onClose: (id: number) => void
  dismissLabel: string
  regionLabel: string
  itemLabel: string
}

/** Radix toasts: announced, dismissible, swipeable, auto-dismissed. Loaded with the first toast. */
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
      <Toast.Viewport
        label={regionLabel}
        className="fixed right-3 bottom-3 left-3 z-[60] m-0 flex list-none flex-col gap-3 outline-none sm:bottom-6 sm:left-auto sm:w-[24rem]"
      />
    </Toast.Provider>
  )
}

type ToastCardProps = { toast: ShownToast; dismissLabel: string; onClose: () => void }

function ToastCard({ toast, dismissLabel, onClose }: ToastCardProps) {
  const destructive = toast.variant === 'destructive'
  // Radix draws the card into the viewport once that is on the page: measured as it arrives.
  const cardRef = useCallback(
    (card: HTMLLIElement | null) => {
      if (card && destructive && toast.open) keepFocusedFieldClear(card)
    },
    [destructive, toast.open],
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

/** Room left between a field and a toast that came in over it. */
const CLEARANCE_PX = 12

/**
 * An error's toast comes in at the bottom of the screen, where on a phone the field the visitor
 * is to fix may be: the page scrolls just enough to bring that field, and the error and help
 * that describe it, above the toast.
 */
function keepFocusedFieldClear(card: HTMLElement): void {
  const field = document.activeElement
  if (!(field instanceof HTMLElement) || field === document.body || card.contains(field)) return
  const descriptions = (field.getAttribute('aria-describedby') ?? '')
    .split(/\s+/)
    .flatMap((id) => document.getElementById(id) ?? [])
  const boxes = [field, ...descriptions].map((part) => part.getBoundingClientRect())
  const top = Math.min(...boxes.map((box) => box.top))
  const bottom = Math.max(...boxes.map((box) => box.bottom))
  const cardBox = card.getBoundingClientRect()
  const fieldBox = field.getBoundingClientRect()
  const covered =
    bottom > cardBox.top &&
    top < cardBox.bottom &&
    fieldBox.right > cardBox.left &&
    fieldBox.left < cardBox.right
  if (covered) scrollBy({ top: bottom - cardBox.top + CLEARANCE_PX })
}

import * as Toast from '@radix-ui/react-toast'
import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from 'react'
import { cn } from '@/lib/cn'

export type ToastMessage = {
  title: string
  description: string
  variant?: 'default' | 'destructive'
}
type ShownToast = ToastMessage & { id: number; open: boolean }
type ShowToast = (message: ToastMessage) => void

const ToastContext = createContext<ShowToast | null>(null)
const TOAST_DURATION_MS = 6000

/** `showToast({ title, description, variant })` from anywhere under the toaster. */
export function useToast(): ShowToast {
  const show = useContext(ToastContext)
  if (!show) throw new Error('useToast must be used inside <Toaster>')
  return show
}

type ToasterProps = {
  children: ReactNode
  dismissLabel: string
  regionLabel: string
  itemLabel: string
}

export function Toaster({ children, dismissLabel, regionLabel, itemLabel }: ToasterProps) {
  const [toasts, setToasts] = useState<ShownToast[]>([])
  const show = useCallback<ShowToast>((message) => {
    setToasts((current) => [
      ...current.slice(-2),
      { ...message, id: Date.now() + Math.random(), open: true },
    ])
  }, [])
  const close = useCallback((id: number) => {
    setToasts((current) =>
      current.map((toast) => (toast.id === id ? { ...toast, open: false } : toast)),
    )
  }, [])
  const value = useMemo(() => show, [show])

  return (
    <ToastContext.Provider value={value}>
      <Toast.Provider swipeDirection="right" duration={TOAST_DURATION_MS} label={itemLabel}>
        {children}
        {toasts.map((toast) => (
          <ToastCard
            key={toast.id}
            toast={toast}
            dismissLabel={dismissLabel}
            onClose={() => close(toast.id)}
          />
        ))}
        <Toast.Viewport
          label={regionLabel}
          className="fixed top-3 right-3 left-3 z-[60] m-0 flex list-none flex-col gap-3 outline-none sm:top-auto sm:bottom-6 sm:left-auto sm:w-[24rem]"
        />
      </Toast.Provider>
    </ToastContext.Provider>
  )
}

type ToastCardProps = { toast: ShownToast; dismissLabel: string; onClose: () => void }

function ToastCard({ toast, dismissLabel, onClose }: ToastCardProps) {
  const destructive = toast.variant === 'destructive'
  return (
    <Toast.Root
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
        {destructive ? '!' : '✓'}
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

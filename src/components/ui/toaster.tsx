import {
  createContext,
  lazy,
  type ReactNode,
  Suspense,
  useCallback,
  useContext,
  useState,
} from 'react'

import type { ShownToast, ToastMessage } from './toast-message'

type ShowToast = (message: ToastMessage) => void

const ToastContext = createContext<ShowToast | null>(null)

// Radix's toast code is only needed once something is shown: keep it out of the first visit.
const loadToastStack = () => import('./toast-stack')
const ToastStack = lazy(() => loadToastStack().then((module) => ({ default: module.ToastStack })))

/**
 * Fetches the toasts' code ahead of the first toast: for a form that may have to speak while
 * the network is gone (a sign-up sent offline).
 */
export function preloadToasts(): void {
  loadToastStack().catch(() => {
    // Offline already: the toast's words are also on the page (the confirmation).
  })
}

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

export function Toaster({ children, ...labels }: ToasterProps) {
  const [toasts, setToasts] = useState<ShownToast[]>([])
  // One toast at a time (as shadcn/ui does): a new message retires the last, so a stale
  // "Please fill in all fields" never sits beside "Welcome". Retired ones stay briefly to animate out.
  const show = useCallback<ShowToast>((message) => {
    setToasts((current) => [
      ...current.slice(-2).map((toast) => ({ ...toast, open: false })),
      { ...message, id: Date.now() + Math.random(), open: true },
    ])
  }, [])
  const close = useCallback((id: number) => {
    setToasts((current) =>
      current.map((toast) => (toast.id === id ? { ...toast, open: false } : toast)),
    )
  }, [])

  return (
    <ToastContext.Provider value={show}>
      {children}
      {toasts.length > 0 && (
        <Suspense fallback={null}>
          <ToastStack toasts={toasts} onClose={close} {...labels} />
        </Suspense>
      )}
    </ToastContext.Provider>
  )
}

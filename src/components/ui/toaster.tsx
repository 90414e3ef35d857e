import {
  createContext,
  lazy,
  type ReactNode,
  Suspense,
  useCallback,
  useContext,
  useMemo,
  useState,
} from 'react'

import type { ShownToast, ToastMessage } from './toast-message'

type ShowToast = (message: ToastMessage) => void

const ToastContext = createContext<{ show: ShowToast; dismiss: ShowToast } | null>(null)

const sameMessage = (one: ToastMessage, other: ToastMessage) =>
  one.title === other.title &&
  one.description === other.description &&
  one.variant === other.variant

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

function useToaster() {
  const toaster = useContext(ToastContext)
  if (!toaster) throw new Error('useToast must be used inside <Toaster>')
  return toaster
}

/** `showToast({ title, description, variant })` from anywhere under the toaster. */
export function useToast(): ShowToast {
  return useToaster().show
}

/** `dismissToast(message)`: closes the toast saying that, once what it said no longer holds. */
export function useDismissToast(): ShowToast {
  return useToaster().dismiss
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
  // The same message again leaves the one on screen: it is said once.
  const show = useCallback<ShowToast>((message) => {
    setToasts((current) => {
      const last = current.at(-1)
      if (last?.open && sameMessage(last, message)) return current
      return [
        ...current.slice(-2).map((toast) => ({ ...toast, open: false })),
        { ...message, id: Date.now() + Math.random(), open: true },
      ]
    })
  }, [])
  const dismiss = useCallback<ShowToast>((message) => {
    setToasts((current) =>
      current.some((toast) => toast.open && sameMessage(toast, message))
        ? current.map((toast) => (sameMessage(toast, message) ? { ...toast, open: false } : toast))
        : current,
    )
  }, [])
  const close = useCallback((id: number) => {
    setToasts((current) =>
      current.map((toast) => (toast.id === id ? { ...toast, open: false } : toast)),
    )
  }, [])

  const toaster = useMemo(() => ({ show, dismiss }), [show, dismiss])

  return (
    <ToastContext.Provider value={toaster}>
      {children}
      {toasts.length > 0 && (
        <Suspense fallback={null}>
          <ToastStack toasts={toasts} onClose={close} {...labels} />
        </Suspense>
      )}
    </ToastContext.Provider>
  )
}

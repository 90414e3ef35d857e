import {
  createContext,
  lazy,
  type ReactNode,
  Suspense,
  useCallback,
  useContext,
  useState,
} from 'react'

export type ToastMessage = {
  title: string
  description: string
  variant?: 'default' | 'destructive'
}
export type ShownToast = ToastMessage & { id: number; open: boolean }
type ShowToast = (message: ToastMessage) => void

const ToastContext = createContext<ShowToast | null>(null)

// Radix's toast code is only needed once something is shown: keep it out of the first visit.
const ToastStack = lazy(() =>
  import('./toast-stack').then((module) => ({ default: module.ToastStack })),
)

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

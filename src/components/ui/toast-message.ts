/** A toast as a feature asks for it. */
export type ToastMessage = {
  title: string
  description: string
  variant?: 'default' | 'destructive'
}

/** A toast on screen, or closing: what the toast stack draws. */
export type ShownToast = ToastMessage & { id: number; open: boolean }

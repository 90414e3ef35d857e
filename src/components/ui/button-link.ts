import { cn } from '@/lib/cn'

export type ButtonTone = 'primary' | 'secondary' | 'ghost' | 'light' | 'unavailable'
export type ButtonSize = 'regular' | 'wide' | 'snug' | 'compact'

const TONES: Record<ButtonTone, string> = {
  primary:
    'border-transparent bg-sage-700 text-white shadow-soft not-disabled:hover:bg-sage-800 not-disabled:active:bg-sage-900',
  secondary:
    'border-sage-700/25 bg-white text-sage-800 not-disabled:hover:border-sage-700/50 not-disabled:hover:bg-sage-50',
  ghost: 'border-transparent text-sage-800 not-disabled:hover:bg-sage-50',
  light: 'border-transparent bg-white text-sage-900 shadow-soft hover:bg-sand-50',
  /** Shown but not usable yet (aria-disabled): flat, dashed, quiet. */
  unavailable: 'cursor-not-allowed border-dashed border-sand-300 bg-sand-50 text-ink-soft',
}

const SIZES: Record<ButtonSize, string> = {
  regular: 'min-h-12 px-6 text-base',
  wide: 'min-h-12 px-7 text-base',
  snug: 'min-h-12 px-4 text-base',
  compact: 'min-h-11 px-4 text-[0.8125rem] leading-snug',
}

type ButtonStyle = {
  size?: ButtonSize
  /** Layout only (margins, widths, wrapping): tone and size own colour, padding and type. */
  className?: string
}

/**
 * Classes for anything that looks like a button: <button>, <Link>, <a>. Every tone has a border
 * (its colour set by the tone, transparent where none shows), so buttons side by side are the
 * same height.
 */
export function buttonClasses(
  tone: ButtonTone = 'primary',
  { size = 'regular', className }: ButtonStyle = {},
): string {
  return cn(
    // Disabled fades the whole button rather than changing its colours, so the moment it turns
    // on it has its full colours at once: no colour transition passes through low contrast. A
    // button marked disabled for assistive technology only (aria-disabled) looks the same.
    // A press shows at once: the button sinks a pixel and loses its lift while held.
    'inline-flex items-center justify-center gap-2 rounded-full border py-3 text-center font-semibold transition-colors duration-150 not-disabled:not-aria-disabled:active:translate-y-px not-disabled:not-aria-disabled:active:shadow-none disabled:cursor-not-allowed disabled:opacity-45 disabled:shadow-none aria-disabled:cursor-not-allowed aria-disabled:opacity-45 aria-disabled:shadow-none',
    TONES[tone],
    SIZES[size],
    className,
  )
}

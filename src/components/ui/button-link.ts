import { cn } from '@/lib/cn'

export type ButtonTone = 'primary' | 'secondary' | 'ghost' | 'light'

const TONES: Record<ButtonTone, string> = {
  primary: 'bg-sage-700 text-white shadow-soft hover:bg-sage-800 disabled:bg-sage-700/45',
  secondary:
    'border border-sage-700/25 bg-white text-sage-800 hover:border-sage-700/50 hover:bg-sage-50 disabled:text-ink-soft/60',
  ghost: 'text-sage-800 hover:bg-sage-50 disabled:text-ink-soft/50',
  light: 'bg-white text-sage-900 shadow-soft hover:bg-sand-50',
}

/** Classes for anything that looks like a button: <button>, <Link>, <a>. */
export function buttonClasses(tone: ButtonTone = 'primary', className?: string): string {
  return cn(
    'inline-flex min-h-12 items-center justify-center gap-2 rounded-full px-6 py-3 text-center text-base font-semibold transition-colors duration-150 disabled:cursor-not-allowed',
    TONES[tone],
    className,
  )
}

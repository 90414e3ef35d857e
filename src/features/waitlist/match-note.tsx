import { LeafIcon } from '@/components/ui/icons/leaf-icon'

/** One calm line above the button: the quiz match travels with this sign-up. */
export function MatchNote({ text }: { text: string }) {
  return (
    <p className="mt-1 flex items-start gap-2 text-sm leading-relaxed text-sage-800">
      <LeafIcon className="mt-0.5 size-4 shrink-0" />
      {text}
    </p>
  )
}

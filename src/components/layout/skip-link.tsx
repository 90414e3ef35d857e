type SkipLinkProps = { targetId: string; label: string }

export function SkipLink({ targetId, label }: SkipLinkProps) {
  return (
    <a
      href={`#${targetId}`}
      // Above the page until focused, then in view: a full-size target either way.
      className="fixed top-3 left-3 z-[70] -translate-y-[200%] rounded-full bg-sage-800 px-5 py-3 font-semibold text-white focus:translate-y-0"
    >
      {label}
    </a>
  )
}

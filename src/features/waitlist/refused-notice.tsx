import { AlertIcon } from '@/components/ui/icons/alert-icon'

type RefusedNoticeProps = { title: string; body: string }

/** Above the form's button when the sign-up service turned the details down: what to do next. */
export function RefusedNotice({ title, body }: RefusedNoticeProps) {
  return (
    <div
      role="alert"
      className="mt-2 flex items-start gap-3 rounded-2xl bg-clay-100 px-4 py-3 text-sm text-ink ring-1 ring-clay-300"
    >
      <AlertIcon className="mt-0.5 size-5 shrink-0 text-clay-700" />
      <div>
        <p className="font-semibold">{title}</p>
        <p className="mt-1 leading-relaxed">{body}</p>
      </div>
    </div>
  )
}

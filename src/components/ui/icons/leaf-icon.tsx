import { type IconProps, LineIcon } from './line-icon'

/** The leaf's strokes, in the 24-unit line-icon frame: also one of the app preview's drawings. */
export const LEAF_STROKES = (
  <>
    <path d="M19.5 4.5C11 4.5 5.5 8.6 5.5 14.6c0 2.5 1.6 4.6 4.4 4.9 6.2.6 9.6-6 9.6-15Z" />
    <path d="M4.5 20c2.9-4.6 6.4-7.8 10.5-10" />
  </>
)

export function LeafIcon({ className = 'size-5' }: IconProps) {
  return <LineIcon className={className}>{LEAF_STROKES}</LineIcon>
}

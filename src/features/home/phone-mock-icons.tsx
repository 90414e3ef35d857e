import type { MockIcon } from '@schemas/home.schema.ts'
import type { ReactNode } from 'react'
import { LEAF_STROKES } from '@/components/ui/icons/leaf-icon'
import { LineIcon } from '@/components/ui/icons/line-icon'

/** The drawings a phone-mock row can start with, in the site's line style (24-unit frame). */
const MOCK_GLYPHS: Record<MockIcon, ReactNode> = {
  person: (
    <>
      <circle cx="12" cy="8" r="3.5" />
      <path d="M5 20c.8-3.9 3.6-6 7-6s6.2 2.1 7 6" />
    </>
  ),
  people: (
    <>
      <circle cx="9" cy="8.5" r="3" />
      <path d="M3.5 19.5c.6-3.3 2.8-5 5.5-5s4.9 1.7 5.5 5" />
      <path d="M15 5.3a2.6 2.6 0 1 1 1.6 4.9" />
      <path d="M17 13.6c2 .4 3.3 2 3.7 4.4" />
    </>
  ),
  hands: (
    <>
      <path d="M12 11c-1.9-1.5-3.5-2.7-3.5-4.4a1.9 1.9 0 0 1 3.5-1.1 1.9 1.9 0 0 1 3.5 1.1c0 1.7-1.6 2.9-3.5 4.4Z" />
      <path d="M3.5 14.5H6l3.3-1.2c.9-.3 1.8-.2 2.5.3l1.4 1h2.3a1.3 1.3 0 0 1 0 2.6H12" />
      <path d="M6 19.5h7.5l5.7-3.3a1.4 1.4 0 0 0-1.4-2.4l-2.1 1.1" />
      <path d="M3.5 13v7.5" />
    </>
  ),
  calendar: (
    <>
      <rect x="4" y="5.5" width="16" height="14" rx="2.5" />
      <path d="M4 10h16M8.5 3.5v4M15.5 3.5v4" />
    </>
  ),
  leaf: LEAF_STROKES,
  moon: <path d="M19 14.6A7.3 7.3 0 0 1 9.4 5a7.3 7.3 0 1 0 9.6 9.6Z" />,
  read: (
    <>
      <path d="M12 6.8C10.2 5.4 7.7 4.7 4.5 4.7v12.8c3.2 0 5.7.7 7.5 2.1 1.8-1.4 4.3-2.1 7.5-2.1V4.7c-3.2 0-5.7.7-7.5 2.1Z" />
      <path d="M12 6.8v12.8" />
    </>
  ),
  video: (
    <>
      <circle cx="12" cy="12" r="8.5" />
      <path d="m10.3 8.9 4.7 3.1-4.7 3.1Z" />
    </>
  ),
}

export function MockGlyph({ icon, className }: { icon: MockIcon; className?: string }) {
  return <LineIcon className={className}>{MOCK_GLYPHS[icon]}</LineIcon>
}

/** The app's notifications bell, top right of every mock screen. */
export function BellGlyph({ className }: { className?: string }) {
  return (
    <LineIcon className={className}>
      <path d="M6.5 16.5v-5a5.5 5.5 0 0 1 11 0v5l1.5 2h-14Z" />
      <path d="M10 20.5a2 2 0 0 0 4 0" />
    </LineIcon>
  )
}

/** Two letters for an avatar, from the name a row shows ("Jordan Ellis, LMT" → "JE"). */
export function initialsOf(name: string): string {
  const words = name.split(',')[0]?.trim().split(/\s+/) ?? []
  return words
    .slice(0, 2)
    .map((word) => word.charAt(0))
    .join('')
    .toLocaleUpperCase()
}

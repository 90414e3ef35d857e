import type { MockLayout } from '@schemas/home.schema.ts'
import type { JSX } from 'react'
import { Articles, Choices } from './phone-mock-lists'
import { People, Stats } from './phone-mock-panels'
import type { RowsProps } from './phone-mock-row-styles'

const LAYOUTS: Record<MockLayout, (props: RowsProps) => JSX.Element> = {
  choices: Choices,
  people: People,
  stats: Stats,
  articles: Articles,
}

/** The rows inside a phone mock, drawn the way the screen's layout asks. */
export function PhoneMockRows({ layout, ...props }: RowsProps & { layout: MockLayout }) {
  const Rows = LAYOUTS[layout]
  return <Rows {...props} />
}

import type { WidgetProps } from '../widget-props'
import { ChoiceCards } from './choice-cards'

export function SingleChoice(props: WidgetProps) {
  return <ChoiceCards {...props} multiple={false} />
}

export function MultipleChoice(props: WidgetProps) {
  return <ChoiceCards {...props} multiple />
}

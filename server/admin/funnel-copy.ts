// The dashboard's words for the funnel (issue 48), beside ADMIN_COPY: the owner's, not a visitor's.

/** The steps' names; each question is "Reached question N". */
const STEPS: Readonly<Record<string, string>> = {
  visit: 'Visited',
  'quiz-start': 'Started the quiz',
  'email-step': 'Reached the email step',
  result: 'Saw a result',
  joined: 'Joined the waitlist',
  confirmed: 'Confirmed their address',
}

/** How a step of the funnel reads on the dashboard. */
function stepLabel(step: string): string {
  const question = /^question-(\d+)$/.exec(step)
  if (question) return `Reached question ${question[1]}`
  return STEPS[step] ?? step
}

export const FUNNEL_COPY = {
  heading: 'Where visitors drop off',
  intro:
    'Counted without cookies: each browser tab once per step, nothing typed and no answers. Visitors with Global Privacy Control or Do Not Track on, and bots, are not counted. The drop is the share lost since the step before.',
  stepLabel,
  filters: {
    legend: 'Show the funnel for',
    period: 'Period',
    periods: { today: 'Today', '7d': 'Last 7 days', '30d': 'Last 30 days', all: 'All time' },
    source: 'Source',
    device: 'Device',
    every: 'All',
    devices: { phone: 'Phones', larger: 'Larger screens' },
    show: 'Show',
  },
  table: {
    caption: 'The funnel, step by step',
    step: 'Step',
    visitors: 'Visitors',
    drop: 'Drop',
    ofVisits: 'Of all visitors',
  },
  empty: 'Nobody was counted for this choice yet.',
  noConfirmedByDevice:
    'Confirmations come from an email’s link, not from a counted tab: with a device chosen, they are left out.',
}

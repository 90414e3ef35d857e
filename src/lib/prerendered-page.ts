let renderingPrerendered = true

/**
 * Whether React is rendering the page the document arrived with: true while prerendering and
 * while that HTML hydrates (which parts of it may do late), false from the first client-side
 * navigation on, or when the app renders from scratch. A page whose URL asks for more than its
 * prerendered HTML shows (the quiz's answers) renders the prerendered state first, then its own.
 */
export function isRenderingPrerendered(): boolean {
  return renderingPrerendered
}

/** The client entry calls this on the first navigation, or before rendering from scratch. */
export function prerenderedPageDone(): void {
  renderingPrerendered = false
}

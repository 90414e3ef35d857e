import 'react'

// The CSS custom properties components set inline, typed like any other style.
declare module 'react' {
  interface CSSProperties {
    /** The hero arch's top curve, as a share of its height (hero-section.tsx). */
    '--arch-height'?: string
  }
}

/** docs/product.md, Constants: a tooltip opens after 700 ms of hover… */
export const TOOLTIP_OPEN_DELAY_MS = 700
/** …and the next one opens at once if the pointer moves to it within 300 ms. */
export const TOOLTIP_SKIP_DELAY_MS = 300

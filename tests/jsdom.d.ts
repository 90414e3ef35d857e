// Types for jsdom 29, which ships none (vitest's jsdom environment needs none): the part of its
// API the server tests use to read a page as a browser's HTML parser reads it.
declare module 'jsdom' {
  export class JSDOM {
    constructor(html: string)
    readonly window: { readonly document: Document }
  }
}

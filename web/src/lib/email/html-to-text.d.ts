// html-to-text ships no types (DefinitelyTyped's lag behind v10); only what render-email.ts uses.
declare module 'html-to-text' {
  export interface SelectorDefinition {
    readonly selector: string
    readonly format?: string
    readonly options?: Readonly<Record<string, unknown>>
  }
  export interface HtmlToTextOptions {
    readonly wordwrap?: number | false | null
    readonly selectors?: readonly SelectorDefinition[]
  }
  /** A converter with its options compiled once. */
  export function compile(options?: HtmlToTextOptions): (html: string) => string
}

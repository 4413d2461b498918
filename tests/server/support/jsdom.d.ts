/** The little of jsdom (a devDependency without bundled types) server tests use: its DOMParser reads XML answers back. */
declare module 'jsdom' {
  export class JSDOM {
    constructor(html?: string);
    readonly window: { DOMParser: typeof DOMParser };
  }
}

// The package ships its types, but its `exports` map does not point at them (TS7016 under bundler resolution).
declare module 'dom-accessibility-api' {
  export function computeAccessibleName(
    root: Element,
    options?: { computedStyleSupportsPseudoElements?: boolean; hidden?: boolean },
  ): string;
}

// Text set apart from the words around it, for places that take a string where no <bdi> fits (an
// <option>, a map tooltip, a generated label): FSI … PDI (U+2068, U+2069), which the browser lays
// out as <bdi> does, in the text's own direction. The Arabic catalogues isolate their arguments the
// same way (messages/catalogues.test.ts).
export function isolate(text: string): string {
  return `\u2068${text}\u2069`;
}

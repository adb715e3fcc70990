// The server inlines the state in a <script>; JSON alone would let a listing title containing
// "</script>" close the tag (XSS), and U+2028/2029 break older JavaScript parsers.
const UNSAFE = /[<>&\u2028\u2029]/g;

const ESCAPES: Record<string, string> = {
  "<": "\\u003c",
  ">": "\\u003e",
  "&": "\\u0026",
  "\u2028": "\\u2028",
  "\u2029": "\\u2029",
};

/**
 * The state as JSON that is safe to inline in a `<script>` element: `<`, `>`, `&`, U+2028 and
 * U+2029 are written as `\uXXXX` escapes, which `JSON.parse` and JavaScript read back unchanged.
 *
 * @example
 * `<script>window.__STATE__ = ${serializeState(store.getState())}</script>`
 */
export function serializeState(state: object): string {
  return JSON.stringify(state).replace(UNSAFE, (char) => ESCAPES[char] ?? char);
}

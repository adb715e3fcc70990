/** Reads one of the app's built stylesheets by its URL path (e.g. /_m/assets/root-x.css), or null. */
export type StylesheetReader = (href: string) => string | null;

// React writes the response's CSP nonce first when it has one (ADR 213).
const STYLESHEET_LINK = /<link( nonce="[^"]*")? rel="stylesheet" href="([^"#]+)(#?)"\s*\/?>/g;
const HEAD_END = "</head>";

/**
 * Puts each stylesheet the document head links into the HTML itself, so the first paint needs no
 * further request (on a phone's connection every render-blocking request delays it; ADR 201).
 * React renders those links and hydrates them, so each stays in place, after its inline copy,
 * as `media="print"`: it still loads (and caches) but no longer blocks rendering, and React 19
 * leaves both the differing attribute and the extra style element alone.
 */
export function inlineStylesheets(head: string, read: StylesheetReader): string {
  return head.replace(STYLESHEET_LINK, (link: string, nonce: string | undefined, href: string, hash: string) => {
    const css = read(href);
    if (css === null) return link;
    // "</style" inside CSS would end the element early; built CSS has none, but never trust it.
    if (/<\/style/i.test(css)) return link;
    return `<style data-href="${href}">${css}</style><link${nonce ?? ""} rel="stylesheet" href="${href}${hash}" media="print"/>`;
  });
}

/**
 * A stream transform that applies {@link inlineStylesheets} to the document head (everything before
 * `</head>`) and passes the rest of the streamed page through untouched.
 */
export function inlineHeadStylesheets(read: StylesheetReader): TransformStream<Uint8Array, Uint8Array> {
  const decoder = new TextDecoder();
  const encoder = new TextEncoder();
  let head = "";
  let passing = false;
  return new TransformStream({
    transform(chunk, controller) {
      // Decoding every chunk in stream mode keeps a character split across chunks whole.
      const text = decoder.decode(chunk, { stream: true });
      if (passing) {
        controller.enqueue(encoder.encode(text));
        return;
      }
      head += text;
      const end = head.indexOf(HEAD_END);
      if (end === -1) return;
      passing = true;
      controller.enqueue(encoder.encode(inlineStylesheets(head.slice(0, end), read) + head.slice(end)));
      head = "";
    },
    flush(controller) {
      const rest = head + decoder.decode();
      if (rest) controller.enqueue(encoder.encode(passing ? rest : inlineStylesheets(rest, read)));
    },
  });
}

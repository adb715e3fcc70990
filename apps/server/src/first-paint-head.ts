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
 * leaves both the differing attribute and the extra style element alone. A stylesheet linked again (a chunk's
 * stylesheets name the kit's shared ones: the search page linked the button's three times) is inlined once, at
 * its first place, which is the order its modules import it in.
 */
export function inlineStylesheets(head: string, read: StylesheetReader): string {
  const inlined = new Set<string>();
  return head.replace(STYLESHEET_LINK, (link: string, nonce: string | undefined, href: string, hash: string) => {
    const css = read(href);
    if (css === null) return link;
    // "</style" inside CSS would end the element early; built CSS has none, but never trust it.
    if (/<\/style/i.test(css)) return link;
    const style = inlined.has(href) ? "" : `<style data-href="${href}">${css}</style>`;
    inlined.add(href);
    return `${style}<link${nonce ?? ""} rel="stylesheet" href="${href}${hash}" media="print"/>`;
  });
}

const MODULE_PRELOAD = '<link rel="modulepreload"';

/**
 * Marks the head's module preloads `fetchpriority="low"`. The server-rendered page paints without any
 * script, so the HTML, its inlined CSS and the largest image get the connection first; at React Router's
 * default (high) priority the scripts competed with them, and since they also run before the first paint,
 * Lighthouse counted every one of them into the first paint (FCP simulated at 1.5-3.2 s on the search page,
 * 0.8-1.1 s with this; docs/performance.md). Hydration still waits for them, as before.
 */
export function lowerModulePreloads(head: string): string {
  return head.replaceAll(MODULE_PRELOAD, `${MODULE_PRELOAD} fetchpriority="low"`);
}

/** The head a shopper's first paint needs: {@link inlineStylesheets}, then {@link lowerModulePreloads}. */
export function headForFirstPaint(head: string, read: StylesheetReader): string {
  return lowerModulePreloads(inlineStylesheets(head, read));
}

/** `</head>` as bytes: ASCII never occurs inside a UTF-8 multi-byte character, so a byte search is exact. */
const HEAD_END_BYTES = Buffer.from(HEAD_END);

/**
 * A stream transform that applies {@link headForFirstPaint} to the document head (everything before
 * `</head>`) and passes the rest of the streamed page through as the same bytes: only the head is
 * decoded (a search page is mostly body; decoding and encoding every chunk cost 1-2% of a render, issue #13).
 */
export function firstPaintHead(read: StylesheetReader): TransformStream<Uint8Array, Uint8Array> {
  let head = Buffer.alloc(0);
  let passing = false;
  const rewritten = (bytes: Buffer) => Buffer.from(headForFirstPaint(bytes.toString("utf8"), read));
  return new TransformStream({
    transform(chunk, controller) {
      if (passing) {
        controller.enqueue(chunk);
        return;
      }
      head = Buffer.concat([head, chunk]);
      const end = head.indexOf(HEAD_END_BYTES);
      if (end === -1) return;
      passing = true;
      controller.enqueue(Buffer.concat([rewritten(head.subarray(0, end)), head.subarray(end)]));
      head = Buffer.alloc(0);
    },
    flush(controller) {
      if (head.length > 0) controller.enqueue(rewritten(head));
    },
  });
}

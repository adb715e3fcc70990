/** Reads one of the app's built stylesheets by its URL path (e.g. /_m/assets/root-x.css), or null. */
export type StylesheetReader = (href: string) => string | null;

// React writes the response's CSP nonce first when it has one (ADR 213).
const STYLESHEET_LINK = /<link( nonce="[^"]*")? rel="stylesheet" href="([^"#]+)(#?)"\s*\/?>/g;

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

// React writes the response's CSP nonce on each preload; only the app's own built modules are taken out.
const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*? href="(\/_[md]\/assets\/[\w.-]+\.js)"[^>]*>/g;

/** A head without its module preloads, and their URLs in document order. */
export interface HeadWithoutPreloads {
  head: string;
  modules: string[];
}

/**
 * Takes the app's module preloads out of the head. The server-rendered page paints without any script, and
 * on this machine the scripts (fetched at once, even at low priority) arrived and ran before the first paint,
 * so Lighthouse counted them into the largest paint (simulated LCP 2.4-3.3 s against 1.1-1.3 s when they
 * arrived after it). The page's bootstrap asks for the same modules after the first frame instead
 * (first-paint-scripts.ts, ADR 261).
 */
export function takeModulePreloads(head: string): HeadWithoutPreloads {
  const modules: string[] = [];
  const rest = head.replace(MODULE_PRELOAD, (_link: string, href: string) => {
    modules.push(href);
    return "";
  });
  return { head: rest, modules };
}

/** The head a shopper's first paint needs ({@link inlineStylesheets}), without the module preloads ({@link takeModulePreloads}). */
export function headForFirstPaint(head: string, read: StylesheetReader): HeadWithoutPreloads {
  return takeModulePreloads(inlineStylesheets(head, read));
}

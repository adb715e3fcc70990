import { memo, Suspense } from "react";
import type { LinkDescriptor } from "react-router";
import { pageChunk } from "../browser/page-chunk.js";
import type { SearchWordsBoxProps } from "./search-words-box.js";

const box = pageChunk("packages/web-core/src/shell/search-words-box.tsx", async () => (await import("./search-words-box.js")).SearchWordsBox);
// The server renders the whole form at once (PAGE_RENDER_OPTIONS keeps it in place); only the browser waits for the chunk.
if (typeof window === "undefined") void box.load();

/**
 * The box's stylesheets as the root route's `links`: the server inlines them into every page (ADR 204), so the
 * form paints styled before, and without, its chunk. Empty in the browser, where the chunk brings its CSS and
 * React leaves the server's head elements alone.
 */
export function searchWordsBoxLinks(): LinkDescriptor[] {
  return box.stylesheetHrefs().map((href) => ({ rel: "stylesheet", href }));
}

/**
 * The free-text search box (issue #17) where the mobile header and the desktop home and search pages place it.
 * Its code (the kit's combobox, ~1.5 KB gzip) is not first-load JavaScript: the server-rendered form is a plain
 * GET form to `/search` that works as it is and stays on screen while the rest of the page hydrates; it
 * hydrates in place when its chunk arrives, and focus or typing before then is replayed to it by React.
 * Memoised: a re-render reaching the boundary before it hydrated would make React swap the server's form for
 * the empty fallback.
 */
export const LazySearchWordsBox = memo(function LazySearchWordsBox(props: SearchWordsBoxProps) {
  return (
    <Suspense fallback={null}>
      <box.Component {...props} />
    </Suspense>
  );
});

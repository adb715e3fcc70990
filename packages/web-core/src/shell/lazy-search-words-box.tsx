import { Suspense } from "react";
import { preloadedLazy } from "../browser/preloaded-lazy.js";
import type { SearchWordsBoxProps } from "./search-words-box.js";

const box = preloadedLazy(async () => (await import("./search-words-box.js")).SearchWordsBox);
// The server renders the whole form at once; only the browser waits for the chunk.
if (typeof window === "undefined") void box.load();

/**
 * The free-text search box as pages and the mobile header place it (issue #17). Its code (the kit's combobox,
 * ~1.5 KB gzip) is not first-load JavaScript: the server-rendered form is a plain GET form to `/search` that
 * works as it is, and the browser hydrates it when its chunk arrives, after the page (the mobile article page
 * would pass its 170 KB budget otherwise). Focus or typing before then is replayed to it by React.
 */
export function LazySearchWordsBox(props: SearchWordsBoxProps) {
  return (
    <Suspense fallback={null}>
      <box.Component {...props} />
    </Suspense>
  );
}

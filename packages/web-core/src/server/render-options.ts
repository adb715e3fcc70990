import type { RenderToPipeableStreamOptions } from "react-dom/server";

/**
 * What every page render passes to React's `renderToPipeableStream` besides its nonce. React 19.2+ moves a
 * finished Suspense boundary of over 500 bytes that comes after the first 12.8 KB (`progressiveChunkSize`) out
 * of place: the shell gets an empty slot and a script fills it in later. For these pages (the inlined
 * stylesheet alone is most of those 12.8 KB) that hid the server-rendered search box until the script ran and
 * shifted the page under it (issue #17). Boundaries still waiting for data stream as before.
 */
export const PAGE_RENDER_OPTIONS = { progressiveChunkSize: Number.POSITIVE_INFINITY } satisfies RenderToPipeableStreamOptions;

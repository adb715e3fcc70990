import type { Plugin } from "vite";

/** Issue #28: the precache (one app's hashed scripts and stylesheets) stays within 1.5 MB. */
export declare const PRECACHE_BUDGET_BYTES: number;
/** What the worker precaches of a client build. */
export declare const PRECACHED_FILES: string[];
/** The worker bundled as one classic script, with `self.__WB_MANIFEST` left for injectManifest. */
export declare function bundleWorker(outfile: string): Promise<void>;
/** Writes `<dir>/sw.js` for a client build served under `base`, with that build's precache list. */
export declare function writeServiceWorker(options: { dir: string; base: string }): Promise<{ count: number; size: number; warnings: string[] }>;
/** Vite plugin: after the client build is written, adds its service worker. */
export declare function serviceWorkerPlugin(): Plugin;

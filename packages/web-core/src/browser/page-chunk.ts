import type { ComponentType } from "react";
import type { MetaDescriptor } from "react-router";
import pageStylesheets from "virtual:carmarket/page-css";
import { preloadedLazy, type PreloadedLazy } from "./preloaded-lazy.js";

/** A page component in its own chunk: loadable ahead of rendering, with the stylesheets it needs. */
export interface PageChunk<P> extends PreloadedLazy<P> {
  /**
   * `<link rel="stylesheet">` meta tags of the chunk's CSS, for the document head: the server puts
   * them into the HTML (ADR 204), so the page paints styled, stays put when the chunk arrives, and
   * is styled without JavaScript. Empty in the browser, where the chunk brings its own CSS.
   */
  stylesheets: () => MetaDescriptor[];
  /** The same stylesheets' URLs (empty in the browser too). */
  stylesheetHrefs: () => readonly string[];
}

/**
 * A lazily loaded page (ADR 202) whose module is `module`, its path from the workspace root: the
 * name the build's page-CSS map gives its stylesheets (tooling/web-config/page-css.js).
 */
export function pageChunk<P>(module: string, importer: () => Promise<ComponentType<P>>): PageChunk<P> {
  const stylesheetHrefs = () => pageStylesheets[module] ?? [];
  return {
    ...preloadedLazy(importer),
    stylesheets: () => stylesheetHrefs().map((href) => ({ tagName: "link", rel: "stylesheet", href })),
    stylesheetHrefs,
  };
}

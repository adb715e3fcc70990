import { lazy, type ComponentType } from "react";

/** A lazily imported page and the way to load it ahead of rendering. */
export interface PreloadedLazy<P> {
  Component: ComponentType<P>;
  /** Loads the chunk; once it has loaded, `Component` renders without suspending. */
  load: () => Promise<ComponentType<P>>;
}

/**
 * `React.lazy` that renders at once when its chunk has already loaded. React reads a thenable's
 * result synchronously only if its `then` calls back synchronously; a settled Promise calls back on
 * a later microtask, so a plain lazy page always suspended once, on the server (streaming the page
 * behind a fallback only a script reveals) and in the browser (hydrating it after the rest).
 */
export function preloadedLazy<P>(importer: () => Promise<ComponentType<P>>): PreloadedLazy<P> {
  let loaded: { default: ComponentType<P> } | undefined;
  // Once loaded, no import() again: a server preloads the page on every request, and each import() of even a loaded
  // module resolves its specifier anew (through the production start's resolve hook, issue #29.3).
  const load = () =>
    loaded
      ? Promise.resolve(loaded.default)
      : importer().then((component) => {
          loaded = { default: component };
          return component;
        });
  const Component = lazy(() => {
    const module = loaded;
    if (!module) return load().then((component) => ({ default: component }));
    // A thenable that calls back at once: React takes the component without suspending.
    return { then: (resolve: (value: { default: ComponentType<P> }) => void) => resolve(module) } as PromiseLike<{ default: ComponentType<P> }> as Promise<{
      default: ComponentType<P>;
    }>;
  });
  return { Component, load };
}

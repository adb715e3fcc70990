/**
 * React Router's bootstrap script imports the page's route modules, which import everything else, then the
 * browser entry. Rewritten by {@link deferRouteImports}, it waits for the first frame, asks for every module
 * the head used to preload (all at once, no chain of imports), evaluates them one task each, then imports the
 * route modules: the server's HTML, its inline CSS and images have the connection and the main thread to
 * themselves until the page has painted (ADR 261). Hydration already waited for that frame (ADR 201).
 */

// `import * as route0 from "/_m/assets/root-a.js";` (split route modules: `route1_clientLoader`, `route1_main`).
const ROUTE_IMPORT = /^import \* as ([\w$]+) from "(\/_[md]\/assets\/[\w.-]+\.js)";\n?/gm;
const MODULE_URL = /^\/_[md]\/assets\/[\w.-]+\.js$/;
// The bootstrap's last line: `import("/_m/assets/entry.client-a.js");`, the browser entry, which starts hydration.
const ENTRY_IMPORT = /^import\("(\/_[md]\/assets\/[\w.-]+\.js)"\);\s*$/m;

/**
 * The bootstrap's text with its route imports made dynamic, after the first frame and after asking for
 * `modules` (the head's former module preloads) at once; unchanged when it has no such imports.
 */
export function deferRouteImports(bootstrap: string, modules: readonly string[]): string {
  const imports = [...bootstrap.matchAll(ROUTE_IMPORT)];
  const first = imports[0];
  if (!first) return bootstrap;
  const names = imports.map((match) => match[1]).join(", ");
  const urls = imports.map((match) => `import(${JSON.stringify(match[2])})`).join(", ");
  // Only the build's own module URLs go into the script: nothing a page's data could have written.
  const ownModules = modules.filter((url) => MODULE_URL.test(url));
  const entry = ENTRY_IMPORT.exec(bootstrap)?.[1];
  // Evaluated one module a task (ADR 306): imported together, the vendor code (React, React Router, Redux), the
  // shell and the page's modules ran as one task of 50-60 ms on this machine, four times that on Lighthouse's phone.
  // A module evaluates its imports first, so the order stays valid; the entry, which starts hydration, stays last.
  const evaluateFirst = ownModules.filter((url) => url !== entry);
  const deferred =
    // The animation frame runs before the first paint, the task it schedules after it (as entry.client's hydration).
    "await new Promise((painted) => requestAnimationFrame(() => setTimeout(painted, 0)));\n" +
    `for (const href of ${JSON.stringify(ownModules)}) document.head.append(Object.assign(document.createElement("link"), { rel: "modulepreload", href }));\n` +
    `for (const href of ${JSON.stringify(evaluateFirst)}) { await import(href); await new Promise((next) => setTimeout(next, 0)); }\n` +
    `const [${names}] = await Promise.all([${urls}]);\n`;
  const start = first.index;
  const rest = bootstrap.slice(start).replace(ROUTE_IMPORT, "");
  return bootstrap.slice(0, start) + deferred + rest;
}

import { describe, expect, it } from "vitest";
import { deferRouteImports } from "./first-paint-scripts.js";

// React Router 7's bootstrap as the apps render it (split route modules on the second route).
const bootstrap = [
  ";",
  'import * as route0 from "/_m/assets/root-a.js";',
  'import * as route1_clientLoader from "/_m/assets/home-loader-b.js";',
  'import * as route1_main from "/_m/assets/home-c.js";',
  "const route1 = {...route1_clientLoader,...route1_main};",
  '  window.__reactRouterManifest = {"entry":{"module":"/_m/assets/entry.client-d.js"}};',
  '  window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};',
  "",
  'import("/_m/assets/entry.client-d.js");',
].join("\n");

describe("deferRouteImports (ADR 261)", () => {
  it("imports the route modules after the first frame, after asking for every preloaded module at once and evaluating them one task each, the entry last", () => {
    const modules = ["/_m/assets/entry.client-d.js", "/_m/assets/vendor-e.js", "/_m/assets/root-a.js"];
    expect(deferRouteImports(bootstrap, modules)).toBe(
      [
        ";",
        "await new Promise((painted) => requestAnimationFrame(() => setTimeout(painted, 0)));",
        'for (const href of ["/_m/assets/entry.client-d.js","/_m/assets/vendor-e.js","/_m/assets/root-a.js"]) document.head.append(Object.assign(document.createElement("link"), { rel: "modulepreload", href }));',
        'for (const href of ["/_m/assets/vendor-e.js","/_m/assets/root-a.js"]) { await import(href); await new Promise((next) => setTimeout(next, 0)); }',
        'const [route0, route1_clientLoader, route1_main] = await Promise.all([import("/_m/assets/root-a.js"), import("/_m/assets/home-loader-b.js"), import("/_m/assets/home-c.js")]);',
        "const route1 = {...route1_clientLoader,...route1_main};",
        '  window.__reactRouterManifest = {"entry":{"module":"/_m/assets/entry.client-d.js"}};',
        '  window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};',
        "",
        'import("/_m/assets/entry.client-d.js");',
      ].join("\n"),
    );
  });

  it("writes only the build's module URLs into the script", () => {
    const rewritten = deferRouteImports(bootstrap, ["/_m/assets/root-a.js", '/_m/assets/x.js"]);alert(1);//', "javascript:alert(1)"]);
    expect(rewritten).toContain('for (const href of ["/_m/assets/root-a.js"]) document.head');
    expect(rewritten).toContain('for (const href of ["/_m/assets/root-a.js"]) { await import(href);');
  });

  it("leaves a script without route imports as it is", () => {
    expect(deferRouteImports('import("/_m/assets/entry.client-d.js");', [])).toBe('import("/_m/assets/entry.client-d.js");');
  });
});

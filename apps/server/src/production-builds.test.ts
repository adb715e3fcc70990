import { execFileSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

// The renders' packages resolve from an app's folder, where its server build lives.
const APP_ROOT = fileURLToPath(new URL("../../mobile-web", import.meta.url));
const HELPER = new URL("./production-builds.ts", import.meta.url).href;

/** Which files a fresh node resolves for React Router and loads for react-dom/server after main.ts's step, under `nodeEnv`. */
function buildsUnder(nodeEnv: string): { router: string; routerDom: string; reactDomServer: string[] } {
  const script = `
    import { createRequire } from "node:module";
    const { resolveProductionBuilds } = await import(${JSON.stringify(HELPER)});
    resolveProductionBuilds(process.env);
    await import("react-dom/server");
    const loaded = Object.keys(createRequire(import.meta.url).cache).filter((file) => file.includes("react-dom-server"));
    console.log(JSON.stringify({ router: import.meta.resolve("react-router"), routerDom: import.meta.resolve("react-router/dom"), reactDomServer: loaded }));
  `;
  const output = execFileSync(process.execPath, ["--import", "tsx", "--input-type=module", "-e", script], {
    cwd: APP_ROOT,
    env: { ...process.env, NODE_ENV: nodeEnv },
    encoding: "utf8",
  });
  return JSON.parse(output.trim().split("\n").at(-1) ?? "{}");
}

describe("#29.3 the production start runs the production builds of React Router and React", () => {
  it("under NODE_ENV=production, react-router and react-router/dom resolve to dist/production and react-dom/server loads its production file", () => {
    const builds = buildsUnder("production");
    expect(builds.router).toMatch(/\/react-router\/dist\/production\/index\.mjs$/);
    expect(builds.routerDom).toMatch(/\/react-router\/dist\/production\/dom-export\.mjs$/);
    expect(builds.reactDomServer.length).toBeGreaterThan(0);
    expect(builds.reactDomServer.every((file) => file.includes(".production."))).toBe(true);
  });

  it("under NODE_ENV=development they stay the development builds, the ones Vite's dev server gives the app", () => {
    const builds = buildsUnder("development");
    expect(builds.router).toMatch(/\/react-router\/dist\/development\/index\.mjs$/);
    expect(builds.routerDom).toMatch(/\/react-router\/dist\/development\/dom-export\.mjs$/);
  });
});

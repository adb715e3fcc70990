import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { createRequestHandler, type ServerBuild } from "react-router";
import type { AppName } from "./device.js";

/** One built React Router app: its request handler and the folder of its browser assets. */
export interface WebApp {
  name: AppName;
  /** Where its client build is served; matches `base` in the app's vite.config.ts. */
  assetsPrefix: string;
  clientDir: string;
  handle(request: Request): Promise<Response>;
  /** The text of one of its built stylesheets by URL path, for inlining into pages (null if not one). */
  readStylesheet(href: string): string | null;
}

const PACKAGES: Record<AppName, { pkg: string; assetsPrefix: string }> = {
  mobile: { pkg: "@carmarket/mobile-web", assetsPrefix: "/_m/" },
  desktop: { pkg: "@carmarket/desktop-web", assetsPrefix: "/_d/" },
};

/** Loads an app's production build (`react-router build` output) from its workspace package. */
export async function loadWebApp(name: AppName): Promise<WebApp> {
  const { pkg, assetsPrefix } = PACKAGES[name];
  const root = dirname(fileURLToPath(import.meta.resolve(`${pkg}/package.json`)));
  const build = (await import(pathToFileURL(join(root, "build", "server", "index.js")).href)) as ServerBuild;
  const clientDir = join(root, "build", "client");
  return { name, assetsPrefix, clientDir, handle: createRequestHandler(build, "production"), readStylesheet: stylesheetReader(assetsPrefix, clientDir) };
}

/** Reads built stylesheets once each: their names are content hashes, so they never change. */
function stylesheetReader(assetsPrefix: string, clientDir: string): (href: string) => string | null {
  const cache = new Map<string, string | null>();
  const builtStylesheet = new RegExp(`^${assetsPrefix}(assets/[\\w.-]+\\.css)$`);
  return (href) => {
    const file = builtStylesheet.exec(href)?.[1];
    if (!file) return null;
    if (!cache.has(file)) {
      try {
        cache.set(file, readFileSync(join(clientDir, file), "utf8"));
      } catch {
        cache.set(file, null);
      }
    }
    return cache.get(file) ?? null;
  };
}

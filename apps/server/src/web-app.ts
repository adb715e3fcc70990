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
  return { name, assetsPrefix, clientDir: join(root, "build", "client"), handle: createRequestHandler(build, "production") };
}

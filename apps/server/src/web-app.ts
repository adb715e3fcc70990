import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import type { InjectOptions, LightMyRequestResponse } from "fastify";
import { createRequestHandler, type RouterContextProvider, type ServerBuild } from "react-router";
import type { AppName } from "./device.js";

// Both apps enable React Router's middleware (tooling/web-config), so their load context is a RouterContextProvider.
declare module "react-router" {
  interface Future {
    v8_middleware: true;
  }
}

/** What apps/server tells an app about one page request. */
interface PageRequestFacts {
  /** The nonce of the response's Content-Security-Policy, for the page's inline scripts (ADR 213). */
  cspNonce: string;
  /** The shopper's address (Fastify's `request.ip`, TRUST_PROXY applied), named on the render's in-process API calls. */
  shopperAddress: string;
}

/** A page request handler: the request and what the server knows about it. */
export type PageHandler = (request: Request, facts: PageRequestFacts) => Promise<Response>;

/** How a render reaches the API in this process: a request injected into the server's router (in-process-api.ts, ADR 247). */
export type ApiInject = (request: InjectOptions) => Promise<LightMyRequestResponse>;

/** One built React Router app: its request handler and the folder of its browser assets. */
export interface WebApp {
  name: AppName;
  /** Where its client build is served; matches `base` in the app's vite.config.ts. */
  assetsPrefix: string;
  clientDir: string;
  handle: PageHandler;
  /** Gives the app's renders the API to call, once the server that holds it is built. */
  serveApi(inject: ApiInject): void;
  /** The text of one of its built stylesheets by URL path, for inlining into pages (null if not one). */
  readStylesheet(href: string): string | null;
}

const PACKAGES: Record<AppName, { pkg: string; assetsPrefix: string }> = {
  mobile: { pkg: "@carmarket/mobile-web", assetsPrefix: "/_m/" },
  desktop: { pkg: "@carmarket/desktop-web", assetsPrefix: "/_d/" },
};

function buildRoot(name: AppName): string {
  return dirname(fileURLToPath(import.meta.resolve(`${PACKAGES[name].pkg}/package.json`)));
}

/** An app's server build (`react-router build` output) from its workspace package: its routes and their modules. */
export async function loadServerBuild(name: AppName): Promise<ServerBuild> {
  return (await import(pathToFileURL(join(buildRoot(name), "build", "server", "index.js")).href)) as ServerBuild;
}

/** Loads an app's production build from its workspace package. */
export async function loadWebApp(name: AppName): Promise<WebApp> {
  const { assetsPrefix } = PACKAGES[name];
  const build = await loadServerBuild(name);
  const clientDir = join(buildRoot(name), "build", "client");
  return {
    name,
    assetsPrefix,
    clientDir,
    handle: pageHandler(build, "production"),
    serveApi: (inject) => appEntry(build).serveApiInProcess(inject),
    readStylesheet: stylesheetReader(assetsPrefix, clientDir),
  };
}

/** What apps/server needs from an app's entry.server (@carmarket/web-core/entry-server). */
interface AppEntry {
  createLoadContext(facts: PageRequestFacts): RouterContextProvider;
  serveApiInProcess(inject: ApiInject): void;
}

export function appEntry(build: ServerBuild): AppEntry {
  const entry = build.entry.module as Partial<AppEntry>;
  if (typeof entry.createLoadContext !== "function" || typeof entry.serveApiInProcess !== "function") {
    throw new Error("The app's entry.server must export createLoadContext and serveApiInProcess (@carmarket/web-core/entry-server).");
  }
  return entry as AppEntry;
}

/**
 * React Router's request handler for a build, giving each request its facts through the load context.
 * The app's entry.server (web-core) makes that context: the context key lives in the app's own bundle.
 */
export function pageHandler(build: ServerBuild, mode: "production" | "development"): PageHandler {
  const { createLoadContext } = appEntry(build);
  const handle = createRequestHandler(build, mode);
  return (request, facts) => handle(request, createLoadContext(facts));
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

// `pnpm dev`: the same single origin as production, with both apps served by Vite (HMR) and the API reloaded by tsx watch.
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import type { IncomingMessage, ServerResponse } from "node:http";
import { createServer as createViteServer, isRunnableDevEnvironment, type ViteDevServer } from "vite";
import type { ServerBuild } from "react-router";
import { createRequest, sendResponse } from "@remix-run/node-fetch-server";
import { readConfig } from "@carmarket/api";
import { startDatabase } from "@carmarket/api/seed";
import type { AppName } from "./device.js";
import { defaultToLocalMail } from "./local-env.js";
import { inProcessApi } from "./in-process-api.js";
import { pagesPlugin } from "./pages.js";
import { cspNonce } from "./security-headers.js";
import { buildApiOrigin } from "./server.js";
import { readTrustProxy } from "./trust-proxy.js";
import { appEntry, pageHandler } from "./web-app.js";

const port = Number(process.env.PORT ?? 3000);
// The dev mailbox and feed upload are what development is for; the emails also land in the mail folder.
process.env.DEV_ROUTES ??= "1";
defaultToLocalMail(process.env);

const APPS: Record<AppName, { pkg: string; assetsPrefix: string; hmrPort: number }> = {
  mobile: { pkg: "@carmarket/mobile-web", assetsPrefix: "/_m/", hmrPort: 24678 },
  desktop: { pkg: "@carmarket/desktop-web", assetsPrefix: "/_d/", hmrPort: 24679 },
};

async function startVite(name: AppName): Promise<ViteDevServer> {
  const root = dirname(fileURLToPath(import.meta.resolve(`${APPS[name].pkg}/package.json`)));
  return createViteServer({
    root,
    configFile: join(root, "vite.config.ts"),
    appType: "custom",
    server: { middlewareMode: true, hmr: { port: APPS[name].hmrPort } },
  });
}

/**
 * Hands a raw request to an app's Vite dev server (modules, assets, HMR); what Vite does not serve is a
 * page, rendered from the freshly transformed server build (React Router's plugin leaves this to custom servers).
 */
function viaVite(vite: ViteDevServer, req: IncomingMessage, res: ServerResponse, shopperAddress: string): Promise<void> {
  return new Promise((resolve, reject) => {
    res.once("finish", resolve);
    vite.middlewares(req, res, () => renderPage(vite, req, res, shopperAddress).catch(reject));
  });
}

async function renderPage(vite: ViteDevServer, req: IncomingMessage, res: ServerResponse, shopperAddress: string): Promise<void> {
  const ssr = vite.environments.ssr;
  if (!ssr || !isRunnableDevEnvironment(ssr)) throw new Error("Vite's SSR environment is not runnable");
  const build = (await ssr.runner.import("virtual:react-router/server-build")) as ServerBuild;
  // Vite may have evaluated the build afresh since the last page, so it is handed the API each time (ADR 247).
  appEntry(build).serveApiInProcess(inProcessApi(server));
  const response = await pageHandler(build, "development")(createRequest(req, res), { cspNonce: cspNonce(res), shopperAddress });
  await sendResponse(res, response);
}

const config = readConfig();
const database = await startDatabase(config);
const vites: Record<AppName, ViteDevServer> = { mobile: await startVite("mobile"), desktop: await startVite("desktop") };
const server = await buildApiOrigin({ database, config, logger: { level: "warn" }, trustProxy: readTrustProxy(process.env.TRUST_PROXY), hotReload: true });
await server.register(pagesPlugin, {
  publicOrigin: config.publicOrigin,
  // Asset and module URLs carry their app's prefix; page URLs go to the app the device chose.
  render: (app, request, reply) => {
    const owner = (Object.keys(APPS) as AppName[]).find((name) => request.url.startsWith(APPS[name].assetsPrefix)) ?? app;
    return viaVite(vites[owner], request.raw, reply.raw, request.ip);
  },
});
await server.listen({ host: process.env.HOST ?? "127.0.0.1", port });
console.log(`CarMarket (development) at http://localhost:${port} (database: ${database.engine})`);

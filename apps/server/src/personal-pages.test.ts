// Issue #25 item 4 on the pages of both apps' production builds (run `pnpm build` first): every page a signed-in
// shopper gets shows their account, so none may be kept by a shared cache; nor may an answer that sets a cookie.
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readConfig, type DatabaseHandle } from "@carmarket/api";
import { startDatabase } from "@carmarket/api/seed";
import { signUpVerified } from "@carmarket/api/testing";
import { VIEW_COOKIE, type AppName } from "./device.js";
import { buildServer } from "./server.js";
import { loadServerBuild, loadWebApp } from "./web-app.js";

const APPS = ["mobile", "desktop"] as const satisfies readonly AppName[];

/** A URL of each page route, by route path ("" is the home page). The test fails when a build has a route missing here. */
const PAGE_URLS: Record<string, string> = {
  "": "/",
  "used-cars/*": "/used-cars",
  "new-cars/*": "/new-cars/toyota",
  "certified-cars/*": "/certified-cars",
  search: "/search?q=red+suv",
  news: "/news",
  "news/:slug": "/news/no-such-article",
  "news/category/:slug": "/news/category/latest-news",
  "author/:slug": "/author/editorial",
  "about-us": "/about-us",
  dealers: "/dealers",
  "dealers/:dealerId": "/dealers/1",
  "dealers/:dealerId/reviews": "/dealers/1/reviews",
  "dealers/:dealerId/write-review": "/dealers/1/write-review",
  "sign-in": "/sign-in",
  "sign-up": "/sign-up",
  "forgot-password": "/forgot-password",
  "reset-password": "/reset-password?token=x",
  "change-password": "/change-password",
  "verify-email": "/verify-email?token=x",
  offline: "/offline",
  myaccount: "/myaccount",
  "myaccount/details": "/myaccount/details",
  "myaccount/saved": "/myaccount/saved",
  "*": "/toyota/camry",
};

function varies(answer: LightMyRequestResponse): string[] {
  return String(answer.headers.vary ?? "")
    .split(",")
    .map((field) => field.trim().toLowerCase());
}

describe("#25.4 pages that carry or depend on the session", () => {
  let database: DatabaseHandle;
  let server: FastifyInstance;
  let session: string;
  const routePaths: Record<AppName, string[]> = { mobile: [], desktop: [] };

  beforeAll(async () => {
    const config = { ...readConfig({ DATA_DIR: "memory://", SEED_LISTINGS: "100" }), devRoutes: true };
    database = await startDatabase(config);
    server = await buildServer({ database, config, apps: { mobile: await loadWebApp("mobile"), desktop: await loadWebApp("desktop") } });
    session = await signUpVerified(server, "pages@example.com");
    for (const app of APPS) {
      const { routes } = await loadServerBuild(app);
      routePaths[app] = Object.values(routes)
        .filter((route) => route && route.parentId !== undefined)
        .map((route) => route?.path ?? "")
        .sort();
    }
  });
  afterAll(async () => {
    await server?.close();
    await database?.close();
  });

  it("every page route of both builds has a URL here", () => {
    for (const app of APPS) expect(routePaths[app], app).toEqual(Object.keys(PAGE_URLS).sort());
  });

  it.each(APPS)("%s: every page and its .data request a signed-in shopper gets sends no-store and Vary: Cookie", async (app) => {
    for (const url of Object.values(PAGE_URLS)) {
      for (const path of [url, url.replace(/^\/?([^?]*)/, (_match, p: string) => `/${p === "" ? "_root" : p}.data`)]) {
        const answer = await server.inject({ method: "GET", url: path, headers: { cookie: `${VIEW_COOKIE}=${app}; ${session}` } });
        expect(answer.statusCode, path).toBeLessThan(500);
        expect(answer.headers["cache-control"], path).toBe("no-store");
        expect(varies(answer), path).toContain("cookie");
      }
    }
  });

  it.each(APPS)("%s: a visitor's page keeps Vary: Cookie, and is no-store only when it sets a cookie (?view=)", async (app) => {
    for (const url of Object.values(PAGE_URLS)) {
      const answer = await server.inject({ method: "GET", url, headers: { cookie: `${VIEW_COOKIE}=${app}` } });
      expect(varies(answer), url).toContain("cookie");
      expect(answer.headers["set-cookie"], url).toBeUndefined();
      expect(answer.headers["cache-control"], url).toBeUndefined();
    }
    const switched = await server.inject({ method: "GET", url: `/?view=${app}` });
    expect(switched.headers["set-cookie"]).toBeDefined();
    expect(switched.headers["cache-control"]).toBe("no-store");
  });

  it("a cookie that does not percent-decode (cm_view=%, user-jwt-token=%) is read as sent, not a 500", async () => {
    for (const cookie of ["cm_view=%", "user-jwt-token=%"]) {
      const answer = await server.inject({ method: "GET", url: "/about-us", headers: { cookie } });
      expect(answer.statusCode, cookie).toBe(200);
    }
  });
});

// Issue #25 item 6: every page action of both apps' production builds (run `pnpm build` first), posted bodies it
// cannot read. `POST /dealers/{id}/write-review` with JSON, text or no body answered 500.
import fc from "fast-check";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readConfig, type DatabaseHandle } from "@carmarket/api";
import { startDatabase } from "@carmarket/api/seed";
import type { AppName } from "./device.js";
import { buildServer } from "./server.js";
import { loadServerBuild, loadWebApp } from "./web-app.js";

const APPS = ["mobile", "desktop"] as const satisfies readonly AppName[];

/**
 * A URL each action route answers, by route path. The test fails when a build has an action route missing here,
 * so a new page action is fuzzed from its first build.
 */
const ACTION_URLS: Record<string, string> = {
  "dealers/:dealerId/write-review": "/dealers/1/write-review",
  // The research catch-all acts only on a SUBMIT_REVIEW path (§2.1).
  "*": "/toyota/camry/2024/submit-review",
};

/** Content types a careless or hostile client sends; the two form types only with bodies that are not the form. */
const contentType = fc.option(
  fc.constantFrom(
    "application/json",
    "text/plain",
    "text/plain; charset=utf-8",
    "text/csv",
    "application/xml",
    "application/octet-stream",
    "multipart/form-data",
    "multipart/form-data; boundary=----x",
    "multipart/form-data; boundary=",
    "application/x-www-form-urlencoded; charset=utf-16",
    "",
    "*/*",
    "application/x-www-form-urlencodedx",
    "form-data",
  ),
  { freq: 5 },
);

const body = fc.option(
  fc.oneof(
    fc.json(),
    fc.string({ maxLength: 200 }),
    fc.string({ unit: "binary", maxLength: 200 }),
    fc.constantFrom("", '------x\r\nContent-Disposition: form-data; name="title"\r\n\r\nHi', "--\r\n\r\n", "rating=5&title=%&text=%zz"),
  ),
  { freq: 5 },
);

describe("#25.6 page actions given a body they cannot read", () => {
  let database: DatabaseHandle;
  let server: FastifyInstance;
  const actionPaths: Record<AppName, string[]> = { mobile: [], desktop: [] };

  beforeAll(async () => {
    const config = readConfig({ DATA_DIR: "memory://", SEED_LISTINGS: "100" });
    database = await startDatabase(config);
    // The test's requests come from 127.0.0.1, here standing for the proxy that names the shopper's address.
    server = await buildServer({
      database,
      config,
      apps: { mobile: await loadWebApp("mobile"), desktop: await loadWebApp("desktop") },
      trustProxy: "127.0.0.1",
    });
    for (const app of APPS) {
      const { routes } = await loadServerBuild(app);
      actionPaths[app] = Object.values(routes)
        .filter((route) => route && typeof route.module.action === "function")
        .map((route) => route?.path ?? "")
        .sort();
    }
  });
  afterAll(async () => {
    await server?.close();
    await database?.close();
  });

  it("every action route of both builds has a URL here", () => {
    for (const app of APPS) expect(actionPaths[app], app).toEqual(Object.keys(ACTION_URLS).sort());
  });

  it.each(APPS)("%s: JSON, text, no body or a broken form answers 415 or 400 (never 5xx), for the page and its .data request", async (app) => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...Object.values(ACTION_URLS)),
        fc.constantFrom("POST", "PUT", "PATCH", "DELETE"),
        fc.boolean(),
        contentType,
        body,
        async (url, method, dataRequest, type, payload) => {
          const answer = await server.inject({
            method: method as "POST",
            url: `${dataRequest ? `${url}.data` : url}?view=${app}`,
            headers: type === null ? {} : { "content-type": type },
            ...(payload === null ? {} : { payload }),
          });
          const what = `${method} ${url}${dataRequest ? ".data" : ""} ${type ?? "(no type)"} ${JSON.stringify(payload)?.slice(0, 80)} → ${answer.statusCode}`;
          expect(answer.statusCode, what).toBeLessThan(500);
          const form = type !== null && /^(application\/x-www-form-urlencoded|multipart\/form-data)\s*(;|$)/i.test(type);
          if (!form) expect(answer.statusCode, what).toBe(415);
          else expect([400, 415], what).toContain(answer.statusCode);
        },
      ),
      { numRuns: 150 },
    );
  });

  it.each(APPS)("%s: the write-review form posted as JSON, text and with no body answers 415 (the tester's three)", async (app) => {
    for (const headers of [{ "content-type": "application/json" }, { "content-type": "text/plain" }, {}]) {
      const payload =
        "content-type" in headers
          ? headers["content-type"] === "application/json"
            ? { rating: 5, title: "Great", text: "x".repeat(30), name: "Ann" }
            : "rating=5"
          : undefined;
      const answer = await server.inject({
        method: "POST",
        url: `/dealers/1/write-review?view=${app}`,
        headers,
        ...(payload === undefined ? {} : { payload }),
      });
      expect(answer.statusCode, JSON.stringify(headers)).toBe(415);
    }
  });

  it("#25.3 the write-review form is budgeted by the shopper's address, not the server's loopback", async () => {
    const post = (n: number, shopper: string) =>
      server.inject({
        method: "POST",
        url: "/dealers/1/write-review?view=desktop",
        headers: { "content-type": "application/x-www-form-urlencoded", "x-forwarded-for": shopper },
        payload: new URLSearchParams({
          rating: "4",
          title: `Visit ${n}`,
          text: `Visit number ${n} went smoothly from start to end.`,
          name: "Form Tester",
          email: `form${n}@example.com`,
        }).toString(),
      });
    const statuses = [];
    for (let n = 0; n < 21; n += 1) statuses.push((await post(n, "203.0.113.50")).statusCode);
    expect(statuses).toEqual([...Array<number>(20).fill(200), 429]);
    expect((await post(21, "203.0.113.51")).statusCode).toBe(200);
  });
});

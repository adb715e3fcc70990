// Issue #29 item 3 on both apps' production builds (run `pnpm build` first): entry.server sends a document it has
// rendered before again when its inputs are the same (ADR 318). Each response must still carry its own CSP nonce,
// and one shopper's document must never reach another.
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readConfig, type DatabaseHandle } from "@carmarket/api";
import { startDatabase } from "@carmarket/api/seed";
import { signUpVerified } from "@carmarket/api/testing";
import { VIEW_COOKIE, type AppName } from "./device.js";
import { buildServer } from "./server.js";
import { loadWebApp } from "./web-app.js";

const APPS = ["mobile", "desktop"] as const satisfies readonly AppName[];
const SEARCH = "/used-cars?zip=10001";

/** The nonce the response's Content-Security-Policy names. */
function policyNonce(answer: LightMyRequestResponse): string {
  const nonce = /'nonce-([^']+)'/.exec(String(answer.headers["content-security-policy"]))?.[1];
  if (!nonce) throw new Error("no nonce in the policy");
  return nonce;
}

/** Every nonce attribute of the document. */
const documentNonces = (html: string) => new Set([...html.matchAll(/ nonce="([^"]*)"/g)].map((match) => match[1]));

describe("#29.3 a page rendered again from the same inputs", () => {
  let database: DatabaseHandle;
  let server: FastifyInstance;
  let session: string;

  beforeAll(async () => {
    const config = { ...readConfig({ DATA_DIR: "memory://", SEED_LISTINGS: "100" }), devRoutes: true };
    database = await startDatabase(config);
    server = await buildServer({ database, config, apps: { mobile: await loadWebApp("mobile"), desktop: await loadWebApp("desktop") } });
    session = await signUpVerified(server, "render-cache@example.com");
  });
  afterAll(async () => {
    await server?.close();
    await database?.close();
  });

  it.each(APPS)("%s: each answer's scripts carry that answer's own nonce; the documents differ in nothing else", async (app) => {
    const ask = () => server.inject({ method: "GET", url: SEARCH, headers: { cookie: `${VIEW_COOKIE}=${app}` } });
    const first = await ask();
    const second = await ask();
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    const [firstNonce, secondNonce] = [policyNonce(first), policyNonce(second)];
    expect(firstNonce).not.toBe(secondNonce);
    expect(documentNonces(first.body)).toEqual(new Set([firstNonce]));
    expect(documentNonces(second.body)).toEqual(new Set([secondNonce]));
    expect(second.body.replaceAll(secondNonce, "N")).toBe(first.body.replaceAll(firstNonce, "N"));
  });

  it.each(APPS)("%s: a signed-in shopper's page is their own, and a visitor's after it is a visitor's", async (app) => {
    const ask = (cookie: string) => server.inject({ method: "GET", url: SEARCH, headers: { cookie } });
    const visitor = await ask(`${VIEW_COOKIE}=${app}`);
    const signedIn = await ask(`${VIEW_COOKIE}=${app}; ${session}`);
    const visitorAgain = await ask(`${VIEW_COOKIE}=${app}`);
    const same = (one: LightMyRequestResponse, two: LightMyRequestResponse) =>
      one.body.replaceAll(policyNonce(one), "N") === two.body.replaceAll(policyNonce(two), "N");
    expect(same(signedIn, visitor)).toBe(false);
    expect(same(visitorAgain, visitor)).toBe(true);
  });
});

import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readOperations, sampleInputs, sampleRequest, type ApiOperation } from "../test/fuzz/api-operations.js";
import { callerAddress, startFuzzApi, type FuzzApi } from "../test/fuzz/fuzz-api.js";
import { TEST_PASSWORD } from "../test/account-test-kit.js";
import { PERSONAL_CACHE_CONTROL, varyingOn } from "./personal-answers.js";

// Issue #25 item 4: answers that carry or depend on the session were cacheable. Found by behaviour, not by a list:
// every operation of the OpenAPI document is asked with the session and without it.

function expectPersonal(response: LightMyRequestResponse, what: string): void {
  expect(response.headers["cache-control"], what).toBe(PERSONAL_CACHE_CONTROL);
  expect(
    String(response.headers.vary ?? "")
      .split(",")
      .map((field) => field.trim().toLowerCase()),
    what,
  ).toContain("cookie");
}

describe("#25.4 answers that depend on who asks are never stored by a cache", () => {
  let api: FuzzApi;
  let operations: ApiOperation[];
  beforeAll(async () => {
    api = await startFuzzApi();
    operations = readOperations((await api.app.inject({ method: "GET", url: "/api/docs/json" })).json());
    // Something of the account's own, so its saved lists differ from a visitor's.
    await api.app.inject({
      method: "POST",
      url: "/api/user/saved/searches",
      headers: { cookie: api.targets.session },
      payload: { search_url: "/used-cars/toyota" },
    });
  });
  afterAll(() => api.close());

  it("every GET whose answer differs with the session and without it sends no-store and Vary: Cookie, both ways", async () => {
    const samples = sampleInputs(api.targets);
    const personal: string[] = [];
    for (const op of operations.filter((operation) => operation.method === "GET")) {
      const request = sampleRequest(op, samples[`${op.method} ${op.path}`] ?? {}, api.targets.session);
      const signedIn = await api.app.inject({ ...request, remoteAddress: callerAddress() });
      const anonymous = await api.app.inject({ ...request, headers: {}, remoteAddress: callerAddress() });
      if (signedIn.statusCode === anonymous.statusCode && signedIn.body === anonymous.body) continue;
      const what = `${op.method} ${op.path}: ${signedIn.statusCode} signed in, ${anonymous.statusCode} without`;
      personal.push(what);
      expectPersonal(signedIn, `${what} (signed in)`);
      expectPersonal(anonymous, `${what} (without a session)`);
    }
    // The account's own calls are among them (the sweep found what it should).
    expect(personal.join("\n")).toMatch(/GET \/api\/user\/me:/);
  });

  it("a visitor's saved list (by its cookie id, not the session) sends no-store and Vary: Cookie too", async () => {
    const saved = await api.app.inject({
      method: "GET",
      url: "/api/get_cookie_data?type=vin,search&format=partial&cookie_id=0123456789abcdef0123",
      remoteAddress: callerAddress(),
    });
    expect(saved.statusCode).toBe(200);
    expectPersonal(saved, "get_cookie_data");
  });

  it("every /api/user/* call, any method, signed in or not, sends no-store and Vary: Cookie", async () => {
    const samples = sampleInputs(api.targets);
    const account = operations.filter((op) => op.path.startsWith("/api/user/"));
    expect(account.length).toBeGreaterThan(5);
    for (const op of account) {
      const request = sampleRequest(op, samples[`${op.method} ${op.path}`] ?? {}, api.targets.session);
      expectPersonal(await api.app.inject({ ...request, remoteAddress: callerAddress() }), `${op.method} ${op.path} signed in`);
      expectPersonal(await api.app.inject({ ...request, headers: {}, remoteAddress: callerAddress() }), `${op.method} ${op.path} without a session`);
    }
  });

  it("every answer that sets a cookie (sign-in's session, the visitor cookie) sends no-store and Vary: Cookie", async () => {
    const samples = sampleInputs(api.targets);
    let setting = 0;
    for (const op of operations) {
      const response = await api.app.inject({
        ...sampleRequest(op, samples[`${op.method} ${op.path}`] ?? {}, api.targets.session),
        remoteAddress: callerAddress(),
      });
      if (response.headers["set-cookie"] === undefined) continue;
      setting += 1;
      expectPersonal(response, `${op.method} ${op.path}`);
    }
    const signIn = await api.app.inject({
      method: "POST",
      url: "/api/auth/sign-in",
      payload: { email: "fuzz@example.com", password: TEST_PASSWORD },
      remoteAddress: callerAddress(),
    });
    expect(signIn.headers["set-cookie"]).toBeDefined();
    expectPersonal(signIn, "sign-in");
    expect(setting).toBeGreaterThan(0);
  });

  it("public answers stay cacheable: the search catalogue keeps its max-age", async () => {
    const catalog = await api.app.inject({ method: "GET", url: "/api/search-words/catalog", remoteAddress: callerAddress() });
    expect(catalog.headers["cache-control"]).toMatch(/^public, max-age=\d+$/);
  });
});

describe("#25.4 the identity readers are the only code that reads cookies", () => {
  it("request.cookies is read only where reading marks the answer personal (or, for cm_wrote, changes no answer)", () => {
    const root = fileURLToPath(new URL("..", import.meta.url));
    const files = (dir: string): string[] =>
      readdirSync(dir).flatMap((name) => {
        const path = join(dir, name);
        return statSync(path).isDirectory() ? files(path) : /\.ts$/.test(name) && !/\.test\.ts$|test-kit|testing\.ts$/.test(name) ? [path] : [];
      });
    const readers = files(root)
      .filter((path) => /\.cookies\b/.test(readFileSync(path, "utf8")))
      .map((path) => relative(root, path))
      .sort();
    expect(readers).toEqual(["auth/device-cookie.ts", "auth/session-cookie.ts", "auth/visitor-cookie.ts", "http/read-your-writes.ts"]);
  });
});

describe("varyingOn", () => {
  it("adds a field once, keeps the others and leaves * alone", () => {
    expect(varyingOn(undefined, "Cookie")).toBe("Cookie");
    expect(varyingOn("accept-encoding", "Cookie")).toBe("accept-encoding, Cookie");
    expect(varyingOn("Accept-Encoding, cookie", "Cookie")).toBe("Accept-Encoding, cookie");
    expect(varyingOn("*", "Cookie")).toBe("*");
  });
});

// The whole origin with both apps' production builds (run `pnpm build` first; `pnpm test` builds them),
// on an in-memory database with a small seed. ADR 213.
import Fastify, { type FastifyInstance, type LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readConfig, type DatabaseHandle } from "@carmarket/api";
import { startDatabase } from "@carmarket/api/seed";
import { PERMISSIONS_POLICY, registerSecurityHeaders, STRICT_TRANSPORT_SECURITY } from "./security-headers.js";
import { buildServer } from "./server.js";
import { loadWebApp } from "./web-app.js";

/** The Content-Security-Policy header as directive name → its sources. */
function policyOf(answer: LightMyRequestResponse): Map<string, string[]> {
  const header = answer.headers["content-security-policy"];
  if (typeof header !== "string") throw new Error(`no Content-Security-Policy on ${answer.raw.req.url}`);
  return new Map(
    header
      .split(";")
      .map((directive) => directive.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name = "", ...sources]) => [name, sources]),
  );
}

/** The nonce the policy allows scripts by. */
function scriptNonce(answer: LightMyRequestResponse): string {
  const nonce = policyOf(answer)
    .get("script-src")
    ?.map((source) => /^'nonce-(.+)'$/.exec(source)?.[1])
    .find(Boolean);
  if (!nonce) throw new Error("the policy names no script nonce");
  return nonce;
}

/** The attributes of every script element the page would run (JSON-LD blocks are data, never run). */
function runnableScripts(html: string): string[] {
  return [...html.matchAll(/<script\b([^>]*)>/g)].map((match) => match[1] ?? "").filter((attributes) => !/type="application\/ld\+json"/.test(attributes));
}

function expectSecurityHeaders(answer: LightMyRequestResponse): void {
  const policy = policyOf(answer);
  const scriptSources = policy.get("script-src") ?? [];
  expect(scriptSources).toContain("'self'");
  expect(scriptSources).not.toContain("'unsafe-inline'");
  expect(scriptSources).not.toContain("'unsafe-eval'");
  expect(policy.get("object-src")).toEqual(["'none'"]);
  expect(policy.get("base-uri")).toEqual(["'none'"]);
  expect(policy.get("form-action")).toEqual(["'self'"]);
  expect(policy.get("frame-ancestors")).toEqual(["'none'"]);
  expect(answer.headers["x-frame-options"]).toBe("DENY");
  expect(answer.headers["x-content-type-options"]).toBe("nosniff");
  expect(answer.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  expect(answer.headers["permissions-policy"]).toBe(PERMISSIONS_POLICY);
  expect(answer.headers["permissions-policy"]).toContain("geolocation=(self)");
  // Plain http and no trusted proxy saying otherwise: no HSTS.
  expect(answer.headers["strict-transport-security"]).toBeUndefined();
}

describe("security headers on the whole origin", () => {
  let database: DatabaseHandle;
  let server: FastifyInstance;
  let vehiclePage: string;
  let articlePage: string;

  beforeAll(async () => {
    const config = readConfig({ DATA_DIR: "memory://", SEED_LISTINGS: "300" });
    database = await startDatabase(config);
    const apps = { mobile: await loadWebApp("mobile"), desktop: await loadWebApp("desktop") };
    // The test's requests come from 127.0.0.1, here standing for the proxy in front of the site.
    server = await buildServer({ database, config, apps, trustProxy: "127.0.0.1" });
    const { vins } = (await server.inject("/api/inventory/listingdata?data=page%3D1").then((answer) => answer.json())) as { vins: { _id: string }[] };
    const { news } = (await server.inject("/api/news/category/latest-news?data=page%3D1").then((answer) => answer.json())) as {
      news: { title_slug: string }[];
    };
    vehiclePage = `/used-cars?vin=${vins[0]?._id}`;
    articlePage = `/news/${news[0]?.title_slug}`;
  });

  afterAll(async () => {
    await server?.close();
    await database?.close();
  });

  it.each(["/", "/?view=mobile", "vehicle", "article"])(
    "ASVS V3.4.3-V3.4.6: page %s sends the CSP, framing, nosniff, referrer and permissions headers, its scripts carry its nonce",
    async (path) => {
      const url = path === "vehicle" ? vehiclePage : path === "article" ? articlePage : path;
      const answer = await server.inject(url);
      expect(answer.statusCode).toBe(200);
      expectSecurityHeaders(answer);
      const nonce = scriptNonce(answer);
      const scripts = runnableScripts(answer.body);
      // React Router's context, route modules and scroll restoration at least.
      expect(scripts.length).toBeGreaterThanOrEqual(3);
      for (const attributes of scripts) expect(attributes).toContain(` nonce="${nonce}"`);
    },
  );

  it.each(["/", "article"])("ADR 201 under the CSP, page %s still carries its stylesheets inline: no render-blocking CSS", async (path) => {
    const answer = await server.inject(path === "article" ? articlePage : path);
    const head = answer.body.slice(0, answer.body.indexOf("</head>"));
    expect(head).toContain("<style data-href=");
    expect(head.match(/<link[^>]*rel="stylesheet"[^>]*>/g)?.filter((link) => !link.includes('media="print"'))).toEqual([]);
  });

  it.each(["/", "/?view=mobile", "vehicle", "article"])(
    "ADR 261: page %s asks for its scripts after the first paint, all at once, under its nonce",
    async (path) => {
      const answer = await server.inject(path === "vehicle" ? vehiclePage : path === "article" ? articlePage : path);
      const head = answer.body.slice(0, answer.body.indexOf("</head>"));
      expect(head).not.toContain('rel="modulepreload"');
      const bootstrap = /<script nonce="([^"]+)" type="module" async="">([\s\S]*?)<\/script>/.exec(answer.body);
      expect(bootstrap?.[1]).toBe(scriptNonce(answer));
      const code = bootstrap?.[2] ?? "";
      // React Router's static route imports became dynamic ones, after the frame and the preloads.
      expect(code).not.toMatch(/^import \* as /m);
      const paint = code.indexOf("requestAnimationFrame");
      const preloads = JSON.parse(/for \(const href of (\[[^\]]*\])\)/.exec(code)?.[1] ?? "[]") as string[];
      const routes = code.indexOf("await Promise.all([import(");
      expect(paint).toBeGreaterThan(-1);
      expect(routes).toBeGreaterThan(paint);
      // The shell's chunks (ADR 259), the browser entry and the route modules themselves.
      const prefix = path === "/?view=mobile" ? "/_m/assets/" : "/_d/assets/";
      expect(preloads.map((url) => url.replace(/-[\w-]{8}\.js$/, ""))).toEqual(
        expect.arrayContaining([`${prefix}entry.client`, `${prefix}vendor`, `${prefix}shell`]),
      );
      for (const url of code.slice(routes).match(/import\("([^"]+)"\)/g) ?? []) expect(preloads).toContain(/"([^"]+)"/.exec(url)?.[1]);
    },
  );

  it("ASVS V3.4.3: every page answer gets a nonce of its own", async () => {
    const nonces = await Promise.all([1, 2, 3].map(async () => scriptNonce(await server.inject("/"))));
    expect(new Set(nonces).size).toBe(3);
    for (const nonce of nonces) expect(Buffer.from(nonce, "base64").length).toBe(16);
  });

  it.each([
    "/api/health",
    "/api/docs",
    "/api/docs/static/index.html",
    "/api/nowhere",
    "/no-such-page",
    "/favicon.svg",
    "/sitemap.xml",
    "/news/rss.xml",
    "/api/dev/mailbox",
  ])("ASVS V3.4.3-V3.4.6: %s sends the same security headers", async (url) => {
    expectSecurityHeaders(await server.inject(url));
  });

  it("ASVS V3.4.3-V3.4.6: built assets send them too", async () => {
    const page = await server.inject("/");
    // Named in the page's bootstrap (ADR 261).
    const url = /"(\/_d\/assets\/[^"]+\.js)"/.exec(page.body)?.[1];
    if (!url) throw new Error("the home page names no built script");
    const answer = await server.inject(url);
    expect(answer.statusCode).toBe(200);
    expectSecurityHeaders(answer);
  });

  it("an answer with a policy of its own keeps it: the generated images (ADR 045)", async () => {
    const article = await server.inject(articlePage);
    const image = /(\/api\/images\/[\w/-]+\.svg)/.exec(article.body)?.[1];
    if (!image) throw new Error("the article shows no generated image");
    const answer = await server.inject(image);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers["content-security-policy"]).toBe("default-src 'none'; style-src 'unsafe-inline'");
    expect(answer.headers["x-content-type-options"]).toBe("nosniff");
  });

  it("ASVS V3.4.1: HSTS when the trusted proxy says the request came over https", async () => {
    const answer = await server.inject({ url: "/", headers: { "x-forwarded-proto": "https" } });
    expect(answer.headers["strict-transport-security"]).toBe(STRICT_TRANSPORT_SECURITY);
    const api = await server.inject({ url: "/api/health", headers: { "x-forwarded-proto": "https" } });
    expect(api.headers["strict-transport-security"]).toBe(STRICT_TRANSPORT_SECURITY);
  });
});

describe("HSTS without a trusted proxy", () => {
  it("ASVS V3.4.1: ignores X-Forwarded-Proto from a client no one vouches for", async () => {
    const server = Fastify();
    await registerSecurityHeaders(server);
    server.get("/", () => "ok");
    const answer = await server.inject({ url: "/", headers: { "x-forwarded-proto": "https" } });
    expect(answer.headers["strict-transport-security"]).toBeUndefined();
    expect(answer.headers["x-content-type-options"]).toBe("nosniff");
  });
});

describe("#27.4 the search-ads service's origin (ADR 295)", () => {
  async function policyWith(adsOrigin?: string): Promise<Map<string, string[]>> {
    const server = Fastify();
    await registerSecurityHeaders(server, { adsOrigin });
    server.get("/", () => "ok");
    return policyOf(await server.inject("/"));
  }

  it("is allowed for scripts and ad frames when a service is set", async () => {
    const policy = await policyWith("https://ads.example.com");
    expect(policy.get("script-src")).toContain("https://ads.example.com");
    expect(policy.get("frame-src")).toContain("https://ads.example.com");
  });

  it("leaves scripts to the site and its nonce when none is set", async () => {
    const policy = await policyWith();
    expect(policy.get("script-src")?.filter((source) => !source.startsWith("'nonce-"))).toEqual(["'self'"]);
    expect(policy.get("frame-src")?.every((source) => !source.includes("ads"))).toBe(true);
  });
});

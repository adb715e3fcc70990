import Fastify, { type FastifyInstance } from "fastify";
import { afterEach, describe, expect, it } from "vitest";
import { BUSY_RETRY_AFTER_SECONDS } from "@carmarket/api";
import { busyAnswer, readSheddingOptions, registerLoadShedding } from "./load-shedding.js";

describe("#13 load shedding answers", () => {
  it("a page gets a small static busy page whose retry link is the same URL, escaped", () => {
    const answer = busyAnswer('/used-cars?zip=10001&x="><script>');
    expect(answer?.type).toMatch(/^text\/html/);
    expect(answer?.body).toContain('<a href="/used-cars?zip=10001&amp;x=&quot;&gt;&lt;script&gt;">Try again</a>');
    expect(answer?.body).toContain('<meta name="robots" content="noindex">');
    expect(answer?.body).not.toContain("<script");
  });

  it("the API keeps its { status: 0, message } shape", () => {
    expect(busyAnswer("/api/inventory/listingdata?data=zip%3D10001")).toEqual({
      type: "application/json; charset=utf-8",
      body: { status: 0, message: "CarMarket is busy right now. Please try again in a few seconds." },
    });
  });

  it.each(["/_m/assets/entry-abc.js", "/_d/assets/page.css", "/favicon.svg", "/robots.txt", "/api/health", "/api/health/ready"])(
    "%s keeps flowing (cheap, and the balancer must see health)",
    (url) => {
      expect(busyAnswer(url)).toBeNull();
    },
  );
});

describe("#13 shedding at the door (ADR 230, ADR 247)", () => {
  let server: FastifyInstance | undefined;
  afterEach(() => server?.close());

  it("sheds a request from the network with a fast 503 and Retry-After, never a render's own API call", async () => {
    server = Fastify();
    await registerLoadShedding(server, { maxEventLoopDelayMs: 1, maxDatabaseWaitMs: 2_000 }, () => 0);
    server.get("/api/site-config", () => ({ site_name: "CarMarket" }));
    const origin = await server.listen({ host: "127.0.0.1", port: 0 });
    // Hold the event loop so the next sample of its delay is far past the threshold.
    const until = Date.now() + 1_500;
    while (Date.now() < until);
    await expect.poll(async () => (await fetch(`${origin}/api/site-config`)).status, { timeout: 10_000 }).toBe(503);
    const shed = await fetch(`${origin}/api/site-config`);
    expect(shed.headers.get("retry-after")).toBe(String(BUSY_RETRY_AFTER_SECONDS));
    expect((await server.inject("/api/site-config")).statusCode).toBe(200);
  });
});

describe("#13 shedding when the database keeps work waiting (ADR 257)", () => {
  let server: FastifyInstance | undefined;
  afterEach(() => server?.close());

  it("reads its bounds from the environment, 1 s of event-loop lag and 2 s of database wait by default", () => {
    expect(readSheddingOptions({})).toEqual({ maxEventLoopDelayMs: 1000, maxDatabaseWaitMs: 2000 });
    expect(readSheddingOptions({ SHED_EVENT_LOOP_DELAY_MS: "500", SHED_DATABASE_WAIT_MS: "3000" })).toEqual({ maxEventLoopDelayMs: 500, maxDatabaseWaitMs: 3000 });
  });

  it("sheds pages and API calls from the network with a fast 503 while the oldest database wait is past the bound, with a free event loop", async () => {
    let waitedMs = 0;
    server = Fastify();
    await registerLoadShedding(server, { maxEventLoopDelayMs: 60_000, maxDatabaseWaitMs: 2_000 }, () => waitedMs);
    server.get("/api/site-config", () => ({ site_name: "CarMarket" }));
    server.get("/used-cars", () => "a page");
    const origin = await server.listen({ host: "127.0.0.1", port: 0 });
    expect((await fetch(`${origin}/used-cars`)).status).toBe(200);

    waitedMs = 2_500;
    await expect.poll(async () => (await fetch(`${origin}/used-cars`)).status, { timeout: 5_000 }).toBe(503);
    const page = await fetch(`${origin}/used-cars`);
    expect(page.headers.get("retry-after")).toBe(String(BUSY_RETRY_AFTER_SECONDS));
    expect(await page.text()).toContain("Try again");
    expect((await fetch(`${origin}/api/site-config`)).status).toBe(503);
    // A render's own call belongs to a page already admitted.
    expect((await server.inject("/api/site-config")).statusCode).toBe(200);

    waitedMs = 0;
    await expect.poll(async () => (await fetch(`${origin}/used-cars`)).status, { timeout: 5_000 }).toBe(200);
  });
});

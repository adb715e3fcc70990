import Fastify, { type FastifyInstance } from "fastify";
import { afterEach, describe, expect, it } from "vitest";
import { BUSY_RETRY_AFTER_SECONDS } from "@carmarket/api";
import { busyAnswer, registerLoadShedding } from "./load-shedding.js";

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
    await registerLoadShedding(server, { maxEventLoopDelayMs: 1 });
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

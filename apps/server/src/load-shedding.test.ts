import Fastify, { type FastifyInstance, type FastifyRequest } from "fastify";
import { afterEach, describe, expect, it } from "vitest";
import { BUSY_RETRY_AFTER_SECONDS, ERROR_MESSAGES } from "@carmarket/api";
import { busyAnswer, readSheddingOptions, registerLoadShedding, RequestsInFlight } from "./load-shedding.js";

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

  it("sheds a request from the network with a fast 503 and Retry-After without running its route, never a render's own API call", async () => {
    server = Fastify();
    await registerLoadShedding(server, { maxEventLoopDelayMs: 1, maxRequestAgeMs: 2_500, maxInFlight: 64 });
    // An answer finishes sending later when an onSend hook waits, as compression on the thread pool does.
    server.addHook("onSend", async (_request, _reply, payload) => {
      await new Promise((resolve) => setTimeout(resolve, 20));
      return payload;
    });
    let answered = 0;
    server.get("/api/site-config", () => {
      answered += 1;
      return { site_name: "CarMarket" };
    });
    const origin = await server.listen({ host: "127.0.0.1", port: 0 });
    // Hold the event loop so the next sample of its delay is far past the threshold.
    const until = Date.now() + 1_500;
    while (Date.now() < until);
    await expect.poll(async () => (await fetch(`${origin}/api/site-config`)).status, { timeout: 10_000 }).toBe(503);
    const answeredBefore = answered;
    const shed = await fetch(`${origin}/api/site-config`);
    expect(shed.headers.get("retry-after")).toBe(String(BUSY_RETRY_AFTER_SECONDS));
    expect(await shed.json()).toEqual({ status: 0, message: ERROR_MESSAGES.busy });
    // The shed request's work is never done (a page rendered after its 503 was the overload's whole cost).
    expect(answered).toBe(answeredBefore);
    expect((await server.inject("/api/site-config")).statusCode).toBe(200);
  });
});

describe("#13 shedding when requests queue (ADR 230)", () => {
  let server: FastifyInstance | undefined;
  afterEach(() => server?.close());

  it("reads its bounds from the environment: 1 s of event-loop lag, requests 2.5 s in flight, 64 in flight by default", () => {
    expect(readSheddingOptions({})).toEqual({ maxEventLoopDelayMs: 1000, maxRequestAgeMs: 2500, maxInFlight: 64 });
    expect(readSheddingOptions({ SHED_EVENT_LOOP_DELAY_MS: "500", SHED_REQUEST_AGE_MS: "3000", SHED_MAX_IN_FLIGHT: "8" })).toEqual({
      maxEventLoopDelayMs: 500,
      maxRequestAgeMs: 3000,
      maxInFlight: 8,
    });
  });

  it("judges by the middle request in flight: a lone slow one or a few are no crowd", () => {
    const inFlight = new RequestsInFlight();
    const requests = Array.from({ length: 5 }, () => ({}) as FastifyRequest);
    inFlight.add(requests[0]!, 0);
    inFlight.add(requests[1]!, 9_000);
    inFlight.add(requests[2]!, 9_500);
    expect(inFlight.middleAgeMs(10_000)).toBe(0);
    inFlight.add(requests[3]!, 9_900);
    inFlight.add(requests[4]!, 9_950);
    // Arrived at 0, 9,000, 9,500, 9,900, 9,950: the middle one arrived at 9,500.
    expect(inFlight.middleAgeMs(10_000)).toBe(500);
    inFlight.delete(requests[1]!);
    inFlight.delete(requests[2]!);
    expect(inFlight.middleAgeMs(10_000)).toBe(0);
  });

  it("sheds pages and API calls from the network with a fast 503 while the requests in flight are old, the event loop free", async () => {
    server = Fastify();
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    server.get("/api/site-config", () => ({ site_name: "CarMarket" }));
    server.get("/used-cars", async () => {
      await held;
      return "a page";
    });
    await registerLoadShedding(server, { maxEventLoopDelayMs: 60_000, maxRequestAgeMs: 200, maxInFlight: 64 });
    const origin = await server.listen({ host: "127.0.0.1", port: 0 });
    expect((await fetch(`${origin}/api/site-config`)).status).toBe(200);

    // A crowd waits on something slow (the database's queue, say): past the bound, newcomers are turned away at once.
    const crowd = Array.from({ length: 6 }, () => fetch(`${origin}/used-cars`));
    await expect.poll(async () => (await fetch(`${origin}/api/site-config`)).status, { timeout: 5_000 }).toBe(503);
    const page = await fetch(`${origin}/used-cars?zip=10001`);
    expect(page.status).toBe(503);
    expect(page.headers.get("retry-after")).toBe(String(BUSY_RETRY_AFTER_SECONDS));
    expect(await page.text()).toContain("Try again");
    // A render's own call belongs to a page already admitted.
    expect((await server.inject("/api/site-config")).statusCode).toBe(200);

    release();
    expect((await Promise.all(crowd)).map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200, 200]);
    await expect.poll(async () => (await fetch(`${origin}/api/site-config`)).status, { timeout: 5_000 }).toBe(200);
  });

  it("answers the request past the most in flight the fast 503 at once, before the crowd has aged", async () => {
    server = Fastify();
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let rendered = 0;
    server.get("/used-cars", async () => {
      rendered += 1;
      await held;
      return "a page";
    });
    await registerLoadShedding(server, { maxEventLoopDelayMs: 60_000, maxRequestAgeMs: 60_000, maxInFlight: 2 });
    const origin = await server.listen({ host: "127.0.0.1", port: 0 });
    const admitted = [fetch(`${origin}/used-cars`), fetch(`${origin}/used-cars`)];
    await expect.poll(() => rendered, { timeout: 5_000 }).toBe(2);
    const third = await fetch(`${origin}/used-cars`);
    expect(third.status).toBe(503);
    expect(third.headers.get("retry-after")).toBe(String(BUSY_RETRY_AFTER_SECONDS));
    // A client that retries at once must connect again, waiting in the kernel's queue rather than the event loop's.
    expect(third.headers.get("connection")).toBe("close");
    expect(await third.text()).toContain("Try again");
    expect(rendered).toBe(2);
    release();
    expect((await Promise.all(admitted)).map((answer) => answer.status)).toEqual([200, 200]);
    expect((await fetch(`${origin}/used-cars`)).status).toBe(200);
  });
});

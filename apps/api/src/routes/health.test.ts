import { once } from "node:events";
import { createServer } from "node:http";
import { connect, type AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { buildApiServer } from "../app.js";
import { readConfig } from "../config.js";
import { createTestDatabase } from "../test/test-database.js";
import type { DatabaseHandle } from "../db/database.js";

describe("GET /api/health", () => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  beforeAll(async () => {
    database = await createTestDatabase();
    app = await buildApiServer({ database, config: readConfig({}) });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it("#25.9 answers from the database and says only that it is ok: no engine, no detail", async () => {
    const response = await app.inject({ method: "GET", url: "/api/health" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: "ok" });
    expect(response.body).not.toMatch(/pglite|postgres/i);
  });

  it("a path whose dot segments lead out of /api gets the API's own 404, not Fastify's (issue #12 fuzz)", async () => {
    const response = await app.inject({ method: "GET", url: "/api/images/../../-1" });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ status: 0, message: "Not found." });
  });

  it("live: the process answers, with its pid", async () => {
    const response = await app.inject({ method: "GET", url: "/api/health/live" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: "ok", pid: process.pid });
  });

  it("ready: the database answers and has every bundled migration", async () => {
    const response = await app.inject({ method: "GET", url: "/api/health/ready" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: "ok" });
    expect(response.headers["cache-control"]).toBe("no-store");
  });

  it("answers unknown API paths with a 404 message, not a page", async () => {
    const response = await app.inject({ method: "GET", url: "/api/no-such-call" });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ status: 0, message: "Not found." });
  });
});

describe("#14 readiness turns false when the instance must get no traffic", () => {
  it("503 when the database does not answer, without saying why (#25.9: the reason is logged); live stays 200", async () => {
    const database = await createTestDatabase();
    const app = await buildApiServer({ database, config: readConfig({}) });
    await database.close();
    const ready = await app.inject({ method: "GET", url: "/api/health/ready" });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ status: "unavailable" });
    expect((await app.inject({ method: "GET", url: "/api/health/live" })).statusCode).toBe(200);
    await app.close();
  });

  it("503 while a migration is not applied, without naming it (#25.9)", async () => {
    const database = await createTestDatabase();
    const app = await buildApiServer({ database, config: readConfig({}) });
    await database.db
      .deleteFrom("kysely_migration" as never)
      .where("name" as never, "=", "0013_shared_budgets" as never)
      .execute();
    const ready = await app.inject({ method: "GET", url: "/api/health/ready" });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ status: "unavailable" });
    await app.close();
    await database.close();
  });

  it("while draining: readiness 503 'draining', the request in flight still finishes with 200, new connections are refused", async () => {
    const database = await createTestDatabase();
    const app = await buildApiServer({ database, config: readConfig({}) });
    let release = () => {};
    let started = () => {};
    const handlerStarted = new Promise<void>((resolve) => (started = resolve));
    app.get("/slow", async () => {
      started();
      await new Promise<void>((resolve) => (release = resolve));
      return { done: true };
    });
    const origin = await app.listen({ host: "127.0.0.1", port: 0 });
    // One raw keep-alive connection: the slow request is in flight on it, so closing waits for it.
    const socket = connect(Number(new URL(origin).port), "127.0.0.1");
    let slow = "";
    socket.on("data", (chunk: Buffer) => (slow += chunk.toString()));
    const ended = new Promise<void>((resolve) => socket.once("close", () => resolve()));
    socket.write("GET /slow HTTP/1.1\r\nHost: x\r\n\r\n");
    await handlerStarted;

    const closing = app.close();
    // Fastify stops listening right after its preClose hooks: once a new connection is refused, the drain has begun.
    while (
      await fetch(`${origin}/api/health/live`).then(
        () => true,
        () => false,
      )
    );
    // A request that still reaches the router (as one the balancer sent just before, or a render's in-process call).
    const stillRouted = createServer(app.routing).listen(0, "127.0.0.1");
    await once(stillRouted, "listening");
    const ready = await fetch(`http://127.0.0.1:${(stillRouted.address() as AddressInfo).port}/api/health/ready`);
    stillRouted.close();
    release();
    await ended;
    await closing;
    await database.close();

    expect(slow).toMatch(/^HTTP\/1\.1 200 /);
    expect(slow).toContain('{"done":true}');
    expect(ready.status).toBe(503);
    expect(ready.headers.get("connection")).toBe("close");
    expect(await ready.json()).toEqual({ status: "unavailable" });
  });
});

import { connect } from "node:net";
import Fastify from "fastify";
import { DRAIN_SERVER_OPTIONS } from "@carmarket/api";
import { describe, expect, it } from "vitest";
import { inProcessApi } from "./in-process-api.js";

describe("#13 a render's in-process API call during the drain (ADR 240, ADR 247)", () => {
  it("is answered, where Fastify's inject would refuse once close() began", async () => {
    const server = Fastify(DRAIN_SERVER_OPTIONS);
    server.get("/api/answer", async () => ({ answered: true }));
    let release = () => {};
    let started = () => {};
    const pageStarted = new Promise<void>((resolve) => (started = resolve));
    // A page render in flight: it holds its connection, so close() waits for it.
    server.get("/page", async () => {
      started();
      await new Promise<void>((resolve) => (release = resolve));
      return "rendered";
    });
    const origin = await server.listen({ host: "127.0.0.1", port: 0 });
    const socket = connect(Number(new URL(origin).port), "127.0.0.1");
    socket.write("GET /page HTTP/1.1\r\nHost: x\r\n\r\n");
    await pageStarted;
    const closing = server.close();
    while (
      await fetch(origin).then(
        () => true,
        () => false,
      )
    );

    const answer = await inProcessApi(server)({ method: "GET", url: "/api/answer" });
    await expect(server.inject({ method: "GET", url: "/api/answer" })).rejects.toThrow(/closed/i);
    release();
    socket.destroy();
    await closing;
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ answered: true });
  });
});

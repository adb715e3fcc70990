import { connect } from "node:net";
import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { DRAIN_SERVER_OPTIONS, drainConnections } from "./drain.js";

/** A listening Fastify with one raw keep-alive connection whose request is in flight; `drain` closes it and releases the request. */
async function serverWithSlowRequest(reply: "send" | "stream") {
  const app = Fastify(DRAIN_SERVER_OPTIONS);
  drainConnections(app);
  let release = () => {};
  let started = () => {};
  const handlerStarted = new Promise<void>((resolve) => (started = resolve));
  app.get("/slow", async (_request, answer) => {
    // A streamed answer's headers are out before the drain begins: only closing it once idle ends it.
    if (reply === "stream") answer.raw.writeHead(200, { "content-type": "text/plain" }).write("half ");
    started();
    await new Promise<void>((resolve) => (release = resolve));
    if (reply === "stream") return answer.raw.end("done");
    return { done: true };
  });
  const origin = await app.listen({ host: "127.0.0.1", port: 0 });
  const socket = connect(Number(new URL(origin).port), "127.0.0.1");
  let received = "";
  socket.on("data", (chunk: Buffer) => (received += chunk.toString()));
  const socketClosed = new Promise<void>((resolve) => socket.once("close", () => resolve()));
  socket.write("GET /slow HTTP/1.1\r\nHost: x\r\n\r\n");
  await handlerStarted;
  const drain = async () => {
    const closing = app.close();
    // Fastify stops listening right after its preClose hooks: once a new connection is refused, the drain has begun.
    while (
      await fetch(origin).then(
        () => true,
        () => false,
      )
    );
    release();
    await socketClosed;
    await closing;
    return received;
  };
  return { drain };
}

// ADR 240: Fastify's keep-alive timeout is 72 s; before this, the connection stayed open that long after its
// answer and the scale-out test saw an instance's drain cut short at its bound (this test's timeout instead).
describe("#13 the drain closes keep-alive connections whose request was in flight", () => {
  it("an answer sent during the drain says Connection: close, and the connection ends with it", async () => {
    const received = await (await serverWithSlowRequest("send")).drain();
    expect(received).toMatch(/^HTTP\/1\.1 200 /);
    expect(received).toMatch(/connection: close/i);
    expect(received).toContain('{"done":true}');
  });

  it("a connection whose streamed answer began before the drain is closed once the answer ends", async () => {
    const received = await (await serverWithSlowRequest("stream")).drain();
    expect(received).toMatch(/^HTTP\/1\.1 200 /);
    expect(received).toMatch(/half [\s\S]*done/);
  });
});

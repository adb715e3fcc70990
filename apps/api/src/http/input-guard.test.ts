import Fastify, { type FastifyInstance } from "fastify";
import * as v from "valibot";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readDataQuery } from "./data-query.js";
import { ERROR_MESSAGES, answerError } from "./error-handler.js";
import { INPUT_MESSAGES, MAX_FIELD_CHARS, MAX_JSON_DEPTH, exceedsJsonDepth, registerInputGuard } from "./input-guard.js";

describe("the input edge (issue #12)", () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = Fastify();
    app.setErrorHandler(answerError);
    registerInputGuard(app, 64 * 1024);
    app.addContentTypeParser("text/csv", { parseAs: "string" }, (_request, body, done) => done(null, body));
    app.post("/echo/:id", async (request) => ({ body: request.body }));
    app.get("/echo/:id", async (request) => ({ query: readDataQuery(request.query, v.record(v.string(), v.string())) }));
    await app.ready();
  });
  afterAll(() => app.close());

  const post = (payload: string, contentType = "application/json") =>
    app.inject({ method: "POST", url: "/echo/1", headers: { "content-type": contentType }, payload });
  const refusal = (message: string) => ({ status: 0, message });

  it("refuses NUL and lone surrogates in body texts, keys, query values, data= pairs and path parameters", async () => {
    for (const payload of ['{"a":"x\\u0000"}', '{"a\\u0000":1}', '{"a":["\\ud83d"]}', '{"a":{"b":"\\udc00x"}}']) {
      const response = await post(payload);
      expect(response.statusCode, payload).toBe(400);
      expect(response.json()).toEqual(refusal(INPUT_MESSAGES.character));
    }
    for (const url of ["/echo/1?zip=%00", "/echo/%00", "/echo/1?data=zip%3D%2500", "/echo/1?data=%2500%3D1"]) {
      const response = await app.inject({ method: "GET", url });
      expect(response.json(), url).toEqual(refusal(INPUT_MESSAGES.character));
    }
    const csv = await post("vin,price\n1HGCM\u0000,1", "text/csv");
    expect(csv.json()).toEqual(refusal(INPUT_MESSAGES.character));
  });

  it("lets real text through: emoji (paired surrogates), accents, long text documents", async () => {
    expect((await post('{"a":"Great car 🚗 — très bien"}')).json()).toEqual({ body: { a: "Great car 🚗 — très bien" } });
    expect((await post(`vin\n${"x".repeat(MAX_FIELD_CHARS * 2)}`, "text/csv")).statusCode).toBe(200);
    expect((await app.inject({ method: "GET", url: "/echo/1?data=zip%3D10001" })).json()).toEqual({ query: { zip: "10001" } });
  });

  it(`refuses JSON nested deeper than ${MAX_JSON_DEPTH} before parsing it; brackets inside strings do not count`, async () => {
    const nested = (depth: number) => `${"[".repeat(depth)}${"]".repeat(depth)}`;
    expect((await post(nested(MAX_JSON_DEPTH))).statusCode).toBe(200);
    expect((await post(nested(MAX_JSON_DEPTH + 1))).json()).toEqual(refusal(INPUT_MESSAGES.depth));
    expect((await post(nested(30_000))).json()).toEqual(refusal(INPUT_MESSAGES.depth));
    expect((await post(`{"a":"${"[".repeat(100)}\\"{{"}`)).statusCode).toBe(200);
    expect(exceedsJsonDepth('"\\\\"[[', 1)).toBe(true);
  });

  it("refuses numbers that are not finite or beyond the exact integers", async () => {
    for (const payload of ['{"car_id":1e308}', '{"a":[1e400]}', '{"a":-1e400}', `{"a":${2 ** 53 + 2}}`]) {
      expect((await post(payload)).json(), payload).toEqual(refusal(INPUT_MESSAGES.number));
    }
    expect((await post(`{"a":12.5,"b":${Number.MAX_SAFE_INTEGER},"c":1e-300}`)).statusCode).toBe(200);
  });

  it(`refuses a field longer than ${MAX_FIELD_CHARS} characters in the body or the query`, async () => {
    expect((await post(JSON.stringify({ a: "x".repeat(MAX_FIELD_CHARS) }))).statusCode).toBe(200);
    expect((await post(JSON.stringify({ a: ["x".repeat(MAX_FIELD_CHARS + 1)] }))).json()).toEqual(refusal(INPUT_MESSAGES.length));
    expect((await app.inject({ method: "GET", url: `/echo/1?q=${"x".repeat(MAX_FIELD_CHARS + 1)}` })).json()).toEqual(refusal(INPUT_MESSAGES.length));
  });

  it("answers malformed JSON and unknown content types with fixed text that never quotes the request", async () => {
    for (const payload of ['{"a": select * from users', "", '{"__proto__":{"admin":true}}']) {
      expect((await post(payload)).json(), payload).toEqual(refusal(INPUT_MESSAGES.json));
    }
    const media = await post("<x/>", "text/<script>");
    expect(media.statusCode).toBe(415);
    expect(media.json()).toEqual(refusal(ERROR_MESSAGES.mediaType));
  });
});

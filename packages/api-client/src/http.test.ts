import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { AxiosError, AxiosHeaders, type AxiosAdapter } from "axios";
import { createHttp, encodeData, orNull } from "./http.js";

describe("§7 data= encoding", () => {
  it("§7 encodes a key=value list, skipping empty values", () => {
    expect(encodeData({ for_home: 1, is_slug_required: 1, brand_id: 12, model_id: undefined, trim: null, q: "" })).toBe(
      "for_home=1&is_slug_required=1&brand_id=12",
    );
  });

  it("§7 joins arrays with commas and writes booleans as 1/0", () => {
    expect(encodeData({ type: ["vin", "search"], is_new: true, is_certified: false })).toBe("type=vin%2Csearch&is_new=1&is_certified=0");
  });

  it("§7 round-trips any text value through URLSearchParams", () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1 }), (value) => {
        expect(new URLSearchParams(encodeData({ key: value })).get("key")).toBe(value);
      }),
    );
  });
});

describe("client safety", () => {
  it("§7 wrappers return null when the call fails", async () => {
    await expect(orNull(Promise.reject(new AxiosError("Network Error", "ERR_NETWORK")))).resolves.toBeNull();
    await expect(orNull(Promise.resolve(3))).resolves.toBe(3);
  });

  it("a bug is not a failed call: it goes on up", async () => {
    await expect(orNull(Promise.reject(new TypeError("x is undefined")))).rejects.toThrow(TypeError);
  });

  it("§6 sends the bearer token only on the client it was given to", () => {
    const signedIn = createHttp({ baseURL: "/api", token: "t0k" });
    const visitor = createHttp({ baseURL: "/api" });
    expect(signedIn.defaults.headers.Authorization).toBe("Bearer t0k");
    expect(visitor.defaults.headers.Authorization).toBeUndefined();
  });
});

describe("#13 a server render tells 'failed' from 'not found'", () => {
  /** An adapter that answers every call with `status` (0: no answer at all, as a timeout or a refused connection). */
  const answering =
    (status: number): AxiosAdapter =>
    async (config) => {
      if (status === 0) throw new AxiosError("timeout of 3000ms exceeded", "ECONNABORTED", config);
      const response = { data: { status: 0, message: "x" }, status, statusText: "", headers: {}, config: { ...config, headers: new AxiosHeaders() } };
      if (status >= 400) throw new AxiosError("failed", "ERR_BAD_RESPONSE", config, undefined, response);
      return response;
    };
  class Unavailable extends Error {}
  const read = (status: number, onUnavailable?: (error: unknown) => never) =>
    orNull(createHttp({ baseURL: "http://api.test/api", adapter: answering(status), onUnavailable }).get("/inventory/vindata"));
  const unavailable = (): never => {
    throw new Unavailable();
  };

  it.each([0, 429, 500, 503])("an unanswered call (%i) reaches onUnavailable", async (status) => {
    await expect(read(status, unavailable)).rejects.toBeInstanceOf(Unavailable);
  });

  it.each([400, 404])("the API's refusal (%i) is still null", async (status) => {
    await expect(read(status, unavailable)).resolves.toBeNull();
  });

  it("§7 without onUnavailable every failure is null, as the browser's store expects", async () => {
    for (const status of [0, 404, 503]) await expect(read(status)).resolves.toBeNull();
  });
});

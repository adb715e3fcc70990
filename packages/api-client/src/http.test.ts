import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { createHttp, encodeData, orNull } from "./http.js";

describe("§7 data= encoding", () => {
  it("§7 encodes a key=value list, skipping empty values", () => {
    expect(encodeData({ for_home: 1, is_slug_required: 1, brand_id: 12, model_id: undefined, trim: null, q: "" })).toBe(
      "for_home=1&is_slug_required=1&brand_id=12",
    );
  });

  it("§7 joins arrays with commas and writes booleans as 1/0", () => {
    expect(encodeData({ type: ["vin", "search"], is_new: true, is_certified: false })).toBe(
      "type=vin%2Csearch&is_new=1&is_certified=0",
    );
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
  it("§7 wrappers return null on failure", async () => {
    await expect(orNull(Promise.reject(new Error("network")))).resolves.toBeNull();
    await expect(orNull(Promise.resolve(3))).resolves.toBe(3);
  });

  it("§6 sends the bearer token only on the client it was given to", () => {
    const signedIn = createHttp({ baseURL: "/api", token: "t0k" });
    const visitor = createHttp({ baseURL: "/api" });
    expect(signedIn.defaults.headers.Authorization).toBe("Bearer t0k");
    expect(visitor.defaults.headers.Authorization).toBeUndefined();
  });
});

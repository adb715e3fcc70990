import { describe, expect, it } from "vitest";
import { readTrustProxy } from "./trust-proxy.js";

describe("readTrustProxy", () => {
  it("believes no proxy unless told", () => {
    expect(readTrustProxy(undefined)).toBe(false);
    expect(readTrustProxy("")).toBe(false);
    expect(readTrustProxy("false")).toBe(false);
  });

  it("reads true or the proxies' addresses", () => {
    expect(readTrustProxy("true")).toBe(true);
    expect(readTrustProxy("127.0.0.1, 10.0.0.0/8")).toBe("127.0.0.1, 10.0.0.0/8");
  });
});

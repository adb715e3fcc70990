import { describe, expect, it } from "vitest";
import { readRequestFacts } from "./request-facts.js";

const request = (cookie?: string) => new Request("http://localhost/", cookie ? { headers: { cookie } } : {});

describe("request facts for the server store (§6, §9)", () => {
  it("§9 reads the 5-digit zipcode cookie and the app's lead source", () => {
    expect(readRequestFacts(request("zipcode=10001; other=x"), "mobile")).toEqual({ leadSource: "mobile", zipcode: "10001", signedIn: false });
  });

  it("§5 ignores a zipcode cookie that is not exactly 5 digits", () => {
    for (const zip of ["1000", "100011", "abcde", ""]) {
      expect(readRequestFacts(request(`zipcode=${zip}`), "desktop").zipcode).toBeUndefined();
    }
  });

  it("§6 a user-jwt-token cookie means signed in, without exposing the token", () => {
    const facts = readRequestFacts(request("user-jwt-token=secret.jwt.value"), "desktop");
    expect(facts.signedIn).toBe(true);
    expect(JSON.stringify(facts)).not.toContain("secret");
  });

  it("no cookies: anonymous, no zip", () => {
    expect(readRequestFacts(request(), "desktop")).toEqual({ leadSource: "desktop", zipcode: undefined, signedIn: false });
  });
});

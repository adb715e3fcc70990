import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signUpVerified, startTestServer, type TestServer } from "../test/account-test-kit.js";
import { CROSS_SITE_WRITE_MESSAGE, isCrossSiteWrite } from "./same-origin.js";

const OURS = ["http://localhost:3000", "https://carmarket.test"];

describe("#12 CSRF: cross-site writes are refused (ASVS 3.5.1)", () => {
  it.each([
    ["POST", { "sec-fetch-site": "cross-site" }, true],
    ["POST", { "sec-fetch-site": "same-site" }, true],
    ["DELETE", { "sec-fetch-site": "cross-site", origin: "https://carmarket.test" }, true],
    ["POST", { "sec-fetch-site": "same-origin" }, false],
    ["POST", { "sec-fetch-site": "none" }, false],
    ["POST", { origin: "https://evil.example" }, true],
    ["PUT", { origin: "null" }, true],
    ["POST", { origin: "https://carmarket.test" }, false],
    ["POST", {}, false],
    ["GET", { "sec-fetch-site": "cross-site", origin: "https://evil.example" }, false],
  ] as const)("%s with %o is cross-site: %s", (method, headers, expected) => {
    expect(isCrossSiteWrite(method, headers, OURS)).toBe(expected);
  });

  describe("on the API", () => {
    let server: TestServer;
    let session: string;
    beforeAll(async () => {
      server = await startTestServer();
      session = await signUpVerified(server.app, "csrf@example.com");
    });
    afterAll(() => server.close());

    const me = () => server.app.inject({ method: "GET", url: "/api/user/me", headers: { cookie: session } });

    it("a sign-out another site makes the browser send is refused and the session lives on", async () => {
      for (const headers of [{ "sec-fetch-site": "cross-site" }, { origin: "https://evil.example" }]) {
        const response = await server.app.inject({ method: "POST", url: "/api/auth/sign-out", headers: { ...headers, cookie: session } });
        expect(response.statusCode).toBe(403);
        expect(response.json()).toEqual({ status: 0, message: CROSS_SITE_WRITE_MESSAGE });
        expect(response.cookies).toEqual([]);
      }
      expect((await me()).statusCode).toBe(200);
    });

    it("the site's own pages (same-origin) still sign out", async () => {
      const response = await server.app.inject({
        method: "POST",
        url: "/api/auth/sign-out",
        headers: { "sec-fetch-site": "same-origin", origin: "https://carmarket.test", cookie: session },
      });
      expect(response.statusCode).toBe(200);
      expect((await me()).statusCode).toBe(401);
    });
  });
});

import Fastify from "fastify";
import fastifyCookie from "@fastify/cookie";
import { describe, expect, it } from "vitest";
import { readSessionToken, SESSION_COOKIE, setSessionCookie } from "./session-cookie.js";

async function cookieServer(production: boolean) {
  const app = Fastify();
  await app.register(fastifyCookie);
  app.get("/set", async (_request, reply) => {
    setSessionCookie(reply, "secret", production);
    return {};
  });
  app.get("/read", async (request) => ({ token: readSessionToken(request) }));
  return app;
}

describe("session cookie", () => {
  it("§6/§9 user-jwt-token: HttpOnly, SameSite=Lax, path /, 15 days; Secure only in production", async () => {
    for (const production of [false, true]) {
      const app = await cookieServer(production);
      const response = await app.inject({ method: "GET", url: "/set" });
      const cookie = response.cookies.find((c) => c.name === SESSION_COOKIE);
      expect(SESSION_COOKIE).toBe("user-jwt-token");
      expect(cookie).toMatchObject({ value: "secret", httpOnly: true, sameSite: "Lax", path: "/", maxAge: 15 * 24 * 60 * 60 });
      expect(Boolean(cookie?.secure)).toBe(production);
      await app.close();
    }
  });

  it("§6 reads the token from the cookie or a Bearer header (server rendering)", async () => {
    const app = await cookieServer(false);
    const fromCookie = await app.inject({ method: "GET", url: "/read", cookies: { [SESSION_COOKIE]: "c" } });
    const fromHeader = await app.inject({ method: "GET", url: "/read", headers: { authorization: "Bearer h" } });
    const none = await app.inject({ method: "GET", url: "/read" });
    expect([fromCookie.json(), fromHeader.json(), none.json()]).toEqual([{ token: "c" }, { token: "h" }, { token: null }]);
    await app.close();
  });
});

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PASSWORD_MESSAGES } from "@carmarket/validation";
import { COMMON_PASSWORD_MESSAGE } from "../../auth/password.js";
import { AUTH_MESSAGES, SESSION_TOKEN_MARKER } from "./auth-routes.js";
import {
  emailedToken,
  mailbox,
  sessionCookieOf,
  signUpForm,
  signUpVerified,
  startTestServer,
  TEST_PASSWORD,
  type TestServer,
} from "../../test/account-test-kit.js";
import { TOO_MANY_ATTEMPTS_MESSAGE } from "./rate-limits.js";

// Argon2 at real cost is slow on small machines: one user is signed up and shared by the file.
describe("auth calls", () => {
  let server: TestServer;
  let cookie: string;
  const email = "ada@example.com";
  // Each call comes from its own address, so only the rate-limit tests meet the per-IP budgets.
  let caller = 0;
  const post = (url: string, payload: unknown, headers: Record<string, string> = {}, remoteAddress = `10.0.0.${++caller % 250}`) =>
    server.app.inject({ method: "POST", url: `/api${url}`, payload: payload as object, headers, remoteAddress });

  beforeAll(async () => {
    server = await startTestServer();
    cookie = await signUpVerified(server.app, email);
  });
  afterAll(() => server.close());

  describe("sign-up", () => {
    it("§5 lists every empty field in one alert", async () => {
      const response = await post("/auth/sign-up", { first_name: "", last_name: "Lee", email: " ", password: "", confirm_password: "x" });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ status: 0, message: "First Name, Email and Password are empty!" });
    });

    it("§5 password rule and confirmation messages", async () => {
      const weak = await post("/auth/sign-up", signUpForm("b1@example.com", "short"));
      expect(weak.json().message).toBe(PASSWORD_MESSAGES.default.rule);
      const mismatch = await post("/auth/sign-up", { ...signUpForm("b2@example.com"), confirm_password: "Tr4vel@Wagon?" });
      expect(mismatch.json().message).toBe("Passwords do not match. Please try again.");
    });

    it("refuses a common breached password that passes the rule", async () => {
      const response = await post("/auth/sign-up", signUpForm("b3@example.com", "Password1!"));
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(COMMON_PASSWORD_MESSAGE);
    });

    it("§5 refuses SQL and HTML in names with the lead-form message, and wrong types", async () => {
      const sqlName = await post("/auth/sign-up", { ...signUpForm("b4@example.com"), first_name: "x'); drop table users;--" });
      expect(sqlName.json()).toEqual({ status: 0, message: "Invalid First Name" });
      const html = await post("/auth/sign-up", { ...signUpForm("b5@example.com"), last_name: "<script>alert(1)</script>" });
      expect(html.json()).toEqual({ status: 0, message: "Invalid Last Name" });
      const wrongType = await post("/auth/sign-up", { ...signUpForm("b6@example.com"), email: 42 });
      expect(wrongType.statusCode).toBe(400);
      expect(await server.db.selectFrom("users").select("email").execute()).toEqual([{ email }]);
    });

    it("refuses an oversized body with 413 and a message", async () => {
      const response = await post("/auth/sign-up", { ...signUpForm("b7@example.com"), first_name: "A".repeat(70_000) });
      expect(response.statusCode).toBe(413);
      expect(response.json()).toMatchObject({ status: 0, message: expect.any(String) });
    });

    it("stores an Argon2id hash, never the password, and emails a 24-hour verification link to the app", async () => {
      const user = await server.db.selectFrom("users").selectAll().where("email", "=", email).executeTakeFirstOrThrow();
      expect(user.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
      expect(user.name).toBe("Ada Lovelace");
      const verification = (await mailbox(server.app)).find((m) => m.kind === "verify_email");
      expect(verification?.to_address).toBe(email);
      expect(verification?.text).toMatch(/https:\/\/carmarket\.test\/verify-email\?token=[A-Za-z0-9_-]{43}\n/);
    });

    it("answers a registered email (any case) exactly like a new one, makes no second account and tells the owner", async () => {
      const response = await post("/auth/sign-up", signUpForm("ADA@example.com"));
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ status: 1, message: AUTH_MESSAGES.signedUp });
      const users = await server.db.selectFrom("users").select("id").execute();
      expect(users).toHaveLength(1);
      expect((await mailbox(server.app))[0]).toMatchObject({ kind: "account_exists", to_address: email });
    });
  });

  describe("email verification", () => {
    it("§4 an unverified account cannot sign in and is told so (the app offers a resend)", async () => {
      await post("/auth/sign-up", signUpForm("new@example.com"));
      const response = await post("/auth/sign-in", { email: "new@example.com", password: TEST_PASSWORD });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ token: null, error: AUTH_MESSAGES.unverified, is_email_verified: false });
      expect(response.cookies).toHaveLength(0);
    });

    it("§8 resend answers 'Verification Mail Sent.' for any address but mails only an unverified account", async () => {
      const before = (await mailbox(server.app)).length;
      for (const address of ["new@example.com", "nobody@example.com", email]) {
        const response = await post("/auth/resend-verification", { email: address });
        expect(response.json()).toEqual({ status: 1, message: "Verification Mail Sent." });
      }
      const sent = (await mailbox(server.app)).slice(0, (await mailbox(server.app)).length - before);
      expect(sent.map((m) => m.to_address)).toEqual(["new@example.com"]);
    });

    it("a link works once; unknown, reused and expired links are refused", async () => {
      const token = await emailedToken(server.app, "new@example.com", "/verify-email");
      expect((await post("/auth/verify-email", { token: "nope" })).json()).toEqual({ status: 0, message: AUTH_MESSAGES.badLink });
      expect((await post("/auth/verify-email", {})).statusCode).toBe(400);
      expect((await post("/auth/verify-email", { token })).json()).toEqual({ status: 1, message: AUTH_MESSAGES.verified });
      expect((await post("/auth/verify-email", { token })).statusCode).toBe(400);

      const before = (await mailbox(server.app)).length;
      await post("/auth/resend-verification", { email: "new@example.com" });
      expect(await mailbox(server.app)).toHaveLength(before);
    });

    it("an expired verification link is refused", async () => {
      await post("/auth/sign-up", signUpForm("late@example.com"));
      const token = await emailedToken(server.app, "late@example.com", "/verify-email");
      await server.db
        .updateTable("auth_tokens")
        .set({ expires_at: new Date(Date.now() - 1000) })
        .where("purpose", "=", "verify_email")
        .where("used_at", "is", null)
        .execute();
      expect((await post("/auth/verify-email", { token })).statusCode).toBe(400);
    });
  });

  describe("sign-in and sessions", () => {
    it("§8 a wrong password and an unknown email both answer 'Unauthorized', the same body", async () => {
      const wrong = await post("/auth/sign-in", { email, password: "Wrong@Pass1" });
      const unknown = await post("/auth/sign-in", { email: "ghost@example.com", password: "Wrong@Pass1" });
      expect(wrong.statusCode).toBe(401);
      expect(unknown.statusCode).toBe(401);
      expect(wrong.json()).toEqual(unknown.json());
      expect(wrong.json()).toMatchObject({ token: null, error: "Unauthorized", is_email_verified: null });
    });

    it("§7 answers token, error, is_email_verified; the secret is only in the HttpOnly cookie", async () => {
      const response = await post("/auth/sign-in", { email: "Ada@Example.com", password: TEST_PASSWORD });
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body).toEqual({ status: 1, message: "Authentication Successful!", token: SESSION_TOKEN_MARKER, error: null, is_email_verified: true });
      const session = response.cookies.find((c) => c.name === "user-jwt-token");
      expect(session).toMatchObject({ httpOnly: true, sameSite: "Lax", path: "/" });
      expect(response.body).not.toContain(session!.value);
    });

    it("§6 the session works from the cookie or a Bearer header; without it account calls answer 401", async () => {
      const token = cookie.split("=")[1]!;
      const viaCookie = await server.app.inject({ method: "GET", url: "/api/user/me", headers: { cookie } });
      const viaBearer = await server.app.inject({ method: "GET", url: "/api/user/me", headers: { authorization: `Bearer ${token}` } });
      const anonymous = await server.app.inject({ method: "GET", url: "/api/user/me" });
      const forged = await server.app.inject({ method: "GET", url: "/api/user/me", headers: { authorization: "Bearer forged" } });
      expect(viaCookie.json()).toMatchObject({ email, name: "Ada Lovelace", is_email_verified: true });
      expect(viaCookie.json()).not.toHaveProperty("password_hash");
      expect(viaBearer.json()).toEqual(viaCookie.json());
      expect([anonymous.statusCode, forged.statusCode]).toEqual([401, 401]);
      expect(anonymous.json()).toEqual({ status: 0, message: "Unauthorized" });
    });

    it("§4 sign-out ends the session and clears the cookie", async () => {
      const other = sessionCookieOf(await post("/auth/sign-in", { email, password: TEST_PASSWORD }));
      const response = await server.app.inject({ method: "POST", url: "/api/auth/sign-out", headers: { cookie: other } });
      expect(response.statusCode).toBe(200);
      expect(response.cookies.find((c) => c.name === "user-jwt-token")?.value).toBe("");
      expect((await server.app.inject({ method: "GET", url: "/api/user/me", headers: { cookie: other } })).statusCode).toBe(401);
    });
  });

  describe("passwords", () => {
    it("forgot password answers the same whether or not the email has an account; only the account gets a 1-hour link", async () => {
      const known = await post("/auth/forgot-password", { email });
      const unknown = await post("/auth/forgot-password", { email: "ghost@example.com" });
      expect(known.json()).toEqual(unknown.json());
      expect(known.json()).toEqual({ status: 1, message: AUTH_MESSAGES.resetSent });
      const resets = (await mailbox(server.app)).filter((m) => m.kind === "reset_password");
      expect(resets.map((m) => m.to_address)).toEqual([email]);
      expect(resets[0]?.text).toContain("https://carmarket.test/reset-password?token=");
    });

    it("change password: §5 'New Password' wording, a clear message for a wrong old password, other sessions end", async () => {
      const otherDevice = sessionCookieOf(await post("/auth/sign-in", { email, password: TEST_PASSWORD }));
      const change = (payload: object) => post("/auth/change-password", payload, { cookie });
      expect((await change({ old_password: TEST_PASSWORD, new_password: "weak" })).json().message).toBe(PASSWORD_MESSAGES.change.rule);
      expect((await change({ old_password: "Wrong@Pass1", new_password: "N3w@Password!" })).json()).toEqual({
        status: 0,
        message: AUTH_MESSAGES.wrongOldPassword,
      });
      expect((await change({ old_password: TEST_PASSWORD, new_password: "N3w@Password!", confirm_password: "x" })).json().message).toBe(
        "New Passwords do not match. Please try again.",
      );
      expect((await post("/auth/change-password", { old_password: TEST_PASSWORD, new_password: "N3w@Password!" })).statusCode).toBe(401);
      const done = await change({ old_password: TEST_PASSWORD, new_password: "N3w@Password!" });
      expect(done.json()).toEqual({ status: 1, message: AUTH_MESSAGES.passwordChanged });
      const me = (c: string) => server.app.inject({ method: "GET", url: "/api/user/me", headers: { cookie: c } });
      expect((await me(cookie)).statusCode).toBe(200);
      expect((await me(otherDevice)).statusCode).toBe(401);
    });

    it("reset password: single use, ends every session, the new password signs in", async () => {
      await post("/auth/forgot-password", { email });
      const token = await emailedToken(server.app, email, "/reset-password");
      expect((await post("/auth/reset-password", { token, password: "weak" })).json().message).toBe(PASSWORD_MESSAGES.default.rule);
      expect((await post("/auth/reset-password", { token: "forged", password: "R3set@Secret!" })).json().message).toBe(AUTH_MESSAGES.badLink);
      const reset = await post("/auth/reset-password", { token, password: "R3set@Secret!" });
      expect(reset.json()).toEqual({ status: 1, message: AUTH_MESSAGES.passwordReset });
      expect((await post("/auth/reset-password", { token, password: "Again@Secret1" })).statusCode).toBe(400);
      expect((await server.app.inject({ method: "GET", url: "/api/user/me", headers: { cookie } })).statusCode).toBe(401);
      cookie = sessionCookieOf(await post("/auth/sign-in", { email, password: "R3set@Secret!" }));
    });

    it("an expired reset link is refused", async () => {
      await post("/auth/forgot-password", { email: "new@example.com" });
      const token = await emailedToken(server.app, "new@example.com", "/reset-password");
      await server.db
        .updateTable("auth_tokens")
        .set({ expires_at: new Date(Date.now() - 1000) })
        .where("purpose", "=", "reset_password")
        .where("used_at", "is", null)
        .execute();
      expect((await post("/auth/reset-password", { token, password: "R3set@Secret!" })).json().message).toBe(AUTH_MESSAGES.badLink);
    });
  });

  describe("rate limits", () => {
    it("forgot password: 3 emails per address per 15 minutes, then 429 with Retry-After", async () => {
      const statuses = [];
      for (let i = 0; i < 4; i++) statuses.push((await post("/auth/forgot-password", { email: "limit@example.com" })).statusCode);
      expect(statuses).toEqual([200, 200, 200, 429]);
      const refused = await post("/auth/forgot-password", { email: "LIMIT@example.com" });
      expect((await post("/auth/forgot-password", { email: "other@example.com" })).statusCode).toBe(200);
      expect(refused.json()).toEqual({ status: 0, message: TOO_MANY_ATTEMPTS_MESSAGE });
      expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    });

    it("change password: 5 tries per session per 15 minutes, so a stolen session cannot guess the old password", async () => {
      const statuses = [];
      for (let i = 0; i < 6; i++)
        statuses.push((await post("/auth/change-password", { old_password: `Guess@Number${i}`, new_password: "N3w@Password!" }, { cookie })).statusCode);
      expect(statuses).toEqual([400, 400, 400, 400, 400, 429]);
    });

    it("forgot password: 10 per IP per 15 minutes whatever the address, then 429", async () => {
      const statuses = [];
      for (let i = 0; i < 11; i++) statuses.push((await post("/auth/forgot-password", { email: `spray${i}@example.com` }, {}, "192.0.2.7")).statusCode);
      expect(statuses.filter((s) => s === 200)).toHaveLength(10);
      expect(statuses[10]).toBe(429);
    });

    it("RATE_LIMIT_SCALE multiplies the per-IP budgets (many shoppers behind one address)", async () => {
      const scaled = await startTestServer({ rateLimitScale: 2 });
      try {
        const statuses = [];
        for (let i = 0; i < 21; i++) {
          const response = await scaled.app.inject({
            method: "POST",
            url: "/api/auth/forgot-password",
            payload: { email: `office${i}@example.com` },
            remoteAddress: "192.0.2.8",
          });
          statuses.push(response.statusCode);
        }
        expect(statuses.filter((s) => s === 200)).toHaveLength(20);
        expect(statuses[20]).toBe(429);
      } finally {
        await scaled.close();
      }
    });
  });
});

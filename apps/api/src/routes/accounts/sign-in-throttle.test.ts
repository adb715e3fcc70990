import type { LightMyRequestResponse } from "fastify";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signerFactory } from "@fastify/cookie";
import { DEVICE_COOKIE } from "../../auth/device-cookie.js";
import { accountKey, claimSignInAttempt, delayAfterFailures, SIGN_IN_THROTTLE } from "../../auth/sign-in-throttle.js";
import { AUTH_MESSAGES } from "./auth-routes.js";
import { emailedToken, signUpVerified, startTestServer, TEST_PASSWORD, type TestServer } from "../../test/account-test-kit.js";
import { TOO_MANY_ATTEMPTS_MESSAGE } from "./rate-limits.js";

// Issue #25 item 1: ten wrong passwords for an email, from any addresses, locked its owner out for 15 minutes.

const T = SIGN_IN_THROTTLE;

describe("#25.1 sign-in slows whoever guesses, never locks the owner out (ADR 316)", () => {
  let server: TestServer;
  let attacker = 0;
  /** Each guess from an address of its own, as a botnet sends them: the per-address budget never meets them. */
  const guess = (email: string, password = "Wrong@Guess1") =>
    server.app.inject({
      method: "POST",
      url: "/api/auth/sign-in",
      payload: { email, password },
      remoteAddress: `10.25.${(++attacker >> 8) & 255}.${attacker & 255}`,
    });
  const signIn = (email: string, password: string, cookie = "", remoteAddress = "192.0.2.1") =>
    server.app.inject({ method: "POST", url: "/api/auth/sign-in", payload: { email, password }, headers: cookie ? { cookie } : {}, remoteAddress });
  const deviceCookieOf = (response: LightMyRequestResponse): string => {
    const device = response.cookies.find((c) => c.name === DEVICE_COOKIE);
    if (!device) throw new Error("no device cookie set");
    return `${DEVICE_COOKIE}=${device.value}`;
  };
  let owners = 0;
  /** Each owner signs up from an address of their own, so the per-address sign-up budget never refuses one. */
  const signUpOwner = (email: string) => signUpVerified(server.app, email, TEST_PASSWORD, `198.51.100.${++owners}`);
  /** As if the wait after the last failure were over (the tests do not sleep). */
  const waitOver = (email: string) =>
    server.db
      .updateTable("sign_in_throttles")
      .set({ next_attempt_at: sql`now()` })
      .where("account_key", "=", accountKey(email))
      .execute();
  const failuresOf = async (email: string) =>
    (await server.db.selectFrom("sign_in_throttles").select("failures").where("account_key", "=", accountKey(email)).executeTakeFirst())?.failures ?? 0;
  const attackEmails = (to: string) =>
    server.db.selectFrom("outbox").select(["subject", "text"]).where("kind", "=", "sign_in_attack").where("to_address", "=", to).execute();

  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it("a burst of wrong passwords from many addresses: the owner still signs in from a browser the account signed in on", async () => {
    const email = "owner@example.com";
    await signUpOwner(email);
    const device = deviceCookieOf(await signIn(email, TEST_PASSWORD));

    const burst = [];
    for (let i = 0; i < 30; i += 1) burst.push((await guess(email)).statusCode);
    // The free failures answer 401 at once; past them each guess must wait, so the rest of a quick burst is refused.
    expect(burst.slice(0, T.freeFailures + 1)).toEqual(Array<number>(T.freeFailures + 1).fill(401));
    expect(burst.slice(T.freeFailures + 1).every((status) => status === 429)).toBe(true);

    const owner = await signIn(email, TEST_PASSWORD, device);
    expect([owner.statusCode, owner.json().message]).toEqual([200, "Authentication Successful!"]);
  });

  it("a browser the account is not known on waits, even with the right password (the wait is no oracle), and is told how long", async () => {
    const email = "waits@example.com";
    await signUpOwner(email);
    for (let i = 0; i <= T.freeFailures; i += 1) await guess(email);
    const newBrowser = await signIn(email, TEST_PASSWORD);
    expect(newBrowser.statusCode).toBe(429);
    expect(newBrowser.json()).toEqual({ status: 0, message: AUTH_MESSAGES.slowedDown });
    expect(Number(newBrowser.headers["retry-after"])).toBeGreaterThanOrEqual(1);
    // Once the wait is over the right password passes there too, and the count starts again.
    await waitOver(email);
    expect((await signIn(email, TEST_PASSWORD)).statusCode).toBe(200);
    expect((await guess(email)).statusCode).toBe(401);
  });

  it("each further failure doubles the wait, up to 15 minutes", async () => {
    expect([1, T.freeFailures].map(delayAfterFailures)).toEqual([0, 0]);
    expect([6, 7, 8, 9].map(delayAfterFailures)).toEqual([1_000, 2_000, 4_000, 8_000]);
    expect(delayAfterFailures(40)).toBe(15 * 60_000);
    expect(delayAfterFailures(1_000_000)).toBe(15 * 60_000);
    const email = "doubling@example.com";
    const waits: number[] = [];
    for (let i = 0; i < 16; i += 1) {
      await waitOver(email);
      await guess(email);
      const refused = await guess(email);
      if (refused.statusCode === 429) waits.push(Number(refused.headers["retry-after"]));
    }
    expect(waits).toEqual([...waits].sort((a, b) => a - b));
    expect(waits.at(-1)).toBe(15 * 60);
  });

  it("the emailed reset link lets the owner in from a new browser at once, however long the wait", async () => {
    const email = "reset@example.com";
    await signUpOwner(email);
    for (let i = 0; i < 20; i += 1) {
      await waitOver(email);
      await guess(email);
    }
    expect((await signIn(email, TEST_PASSWORD)).statusCode).toBe(429);
    await server.app.inject({ method: "POST", url: "/api/auth/forgot-password", payload: { email }, remoteAddress: "192.0.2.9" });
    const token = await emailedToken(server.app, email, "/reset-password");
    const reset = await server.app.inject({
      method: "POST",
      url: "/api/auth/reset-password",
      payload: { token, password: "N3w@Secret!x" },
      remoteAddress: "192.0.2.9",
    });
    expect(reset.statusCode).toBe(200);
    const device = deviceCookieOf(reset);
    expect((await signIn(email, "N3w@Secret!x", device, "192.0.2.9")).statusCode).toBe(200);
  });

  it("the owner is emailed once when the guessing starts, through the outbox, not once per guess", async () => {
    const email = "warned@example.com";
    await signUpOwner(email);
    for (let i = 0; i < 40; i += 1) {
      await waitOver(email);
      await guess(email);
    }
    const warnings = await attackEmails(email);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]!.subject).toBe("Someone is trying to sign in to your CarMarket account");
    expect(warnings[0]!.text).toContain(`tried ${T.warnAt} times in a row`);
    expect(warnings[0]!.text).toContain("https://carmarket.test/forgot-password");
    // A quick burst whose tries are mostly refused before any password check is an attack too.
    const burst = "burst@example.com";
    await signUpOwner(burst);
    for (let i = 0; i < T.warnAt; i += 1) await guess(burst);
    expect(await attackEmails(burst)).toHaveLength(1);
    // The owner's own typos from a browser the account is known on alarm nobody.
    const typos = "typos@example.com";
    await signUpOwner(typos);
    const device = deviceCookieOf(await signIn(typos, TEST_PASSWORD));
    for (let i = 0; i < 10; i += 1) await signIn(typos, "Wrong@Guess1", device, `192.0.2.${100 + i}`);
    expect(await attackEmails(typos)).toHaveLength(0);
  });

  it("an unknown email is slowed exactly like a known one (nothing tells them apart), and nobody is emailed", async () => {
    const known = "known@example.com";
    await signUpOwner(known);
    const statuses = async (email: string) => {
      const seen = [];
      for (let i = 0; i < 12; i += 1) {
        const answer = await guess(email);
        seen.push(`${answer.statusCode} ${answer.json().message}`);
      }
      return seen;
    };
    expect(await statuses("nobody-has-this@example.com")).toEqual(await statuses(known));
  });

  it("a burst of parallel guesses cannot all slip in before the count grows", async () => {
    const email = "parallel@example.com";
    // Deep enough into the run that the next wait (minutes) outlasts any burst on a busy machine: the burst's
    // first claim must close the door on the other 23 however slowly they arrive.
    while (delayAfterFailures((await failuresOf(email)) + 1) < 5 * 60_000) {
      await waitOver(email);
      await guess(email);
    }
    await waitOver(email);
    const answers = await Promise.all(Array.from({ length: 24 }, () => guess(email)));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([401, ...Array<number>(23).fill(429)]);
  });

  it("two claims that share a now() are told apart: the second waits (PGlite's clock moves in whole milliseconds)", async () => {
    const key = accountKey("same-millisecond@example.com");
    await server.db
      .insertInto("sign_in_throttles")
      .values({
        account_key: key,
        attempts: T.freeFailures,
        failures: T.freeFailures,
        last_failure_at: sql`now() - interval '1 second'`,
        next_attempt_at: sql`now() - interval '1 second'`,
      })
      .execute();
    // One transaction has one now(): the strictest case of two statements in the same clock tick.
    const claims = await server.db.transaction().execute(async (trx) => [await claimSignInAttempt(trx, key), await claimSignInAttempt(trx, key)]);
    expect(claims).toEqual([{ allowed: true }, { allowed: false, retryAfterSeconds: delayAfterFailures(T.freeFailures + 1) / 1000 }]);
  });

  it("a device cookie passes only for its own account, and only as the server signed it", async () => {
    const [alice, bob] = ["alice@example.com", "bob@example.com"];
    await signUpOwner(alice);
    await signUpOwner(bob);
    const aliceDevice = deviceCookieOf(await signIn(alice, TEST_PASSWORD));
    for (let i = 0; i <= T.freeFailures; i += 1) await guess(bob);
    expect((await signIn(bob, TEST_PASSWORD, aliceDevice)).statusCode).toBe(429);
    const { id } = await server.db.selectFrom("users").select("id").where("email", "=", bob).executeTakeFirstOrThrow();
    const forged = `${DEVICE_COOKIE}=${signerFactory("a key the server does not have").sign(`${id}.AAAAAAAAAAAAAAAAAAAAAA`)}`;
    expect((await signIn(bob, TEST_PASSWORD, forged)).statusCode).toBe(429);
  });

  it("the device cookie is HttpOnly, SameSite=Lax, sent only to /api/auth, kept half a year; a verification link sets it too", async () => {
    const email = "cookie@example.com";
    await server.app.inject({
      method: "POST",
      url: "/api/auth/sign-up",
      payload: { first_name: "Cy", last_name: "Doe", email, password: TEST_PASSWORD, confirm_password: TEST_PASSWORD },
    });
    const verified = await server.app.inject({
      method: "POST",
      url: "/api/auth/verify-email",
      payload: { token: await emailedToken(server.app, email, "/verify-email") },
    });
    expect(verified.cookies.find((c) => c.name === DEVICE_COOKIE)).toMatchObject({
      httpOnly: true,
      sameSite: "Lax",
      path: "/api/auth",
      maxAge: 180 * 24 * 60 * 60,
    });
    for (let i = 0; i <= T.freeFailures; i += 1) await guess(email);
    expect((await signIn(email, TEST_PASSWORD, deviceCookieOf(verified))).statusCode).toBe(200);
  });

  it("a browser the account is known on has its own budget: 10 tries in 15 minutes", async () => {
    const email = "budget@example.com";
    await signUpOwner(email);
    const device = deviceCookieOf(await signIn(email, TEST_PASSWORD));
    const statuses = [];
    for (let i = 0; i < 11; i += 1) statuses.push((await signIn(email, "Wrong@Guess1", device, `192.0.2.${150 + i}`)).statusCode);
    expect(statuses).toEqual([...Array<number>(10).fill(401), 429]);
  });

  it("one address still has its own budget: 20 sign-ins in 15 minutes, whatever the emails", async () => {
    const statuses = [];
    for (let i = 0; i < 21; i += 1) statuses.push((await signIn(`spray${i}@example.com`, "Wrong@Guess1", "", "192.0.2.200")).statusCode);
    expect(statuses.slice(0, 20).every((status) => status === 401)).toBe(true);
    expect(statuses[20]).toBe(429);
    expect((await signIn("spray0@example.com", "Wrong@Guess1", "", "192.0.2.200")).json()).toEqual({ status: 0, message: TOO_MANY_ATTEMPTS_MESSAGE });
  });
});

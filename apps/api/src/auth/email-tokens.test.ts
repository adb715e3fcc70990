import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../db/database.js";
import { databaseWithUser } from "../test/account-test-kit.js";
import { consumeEmailToken, EMAIL_TOKEN_TTL_MS, issueEmailToken } from "./email-tokens.js";
import { hashToken } from "./secret-token.js";

describe("single-use emailed tokens", () => {
  let database: DatabaseHandle;
  let userId: number;
  beforeAll(async () => {
    ({ database, userId } = await databaseWithUser("t@example.com"));
  });
  afterAll(() => database.close());

  it("verification lasts 24 h and reset 1 h", () => {
    expect(EMAIL_TOKEN_TTL_MS.verify_email).toBe(86_400_000);
    expect(EMAIL_TOKEN_TTL_MS.reset_password).toBe(3_600_000);
  });

  it("stores only the hash of a 256-bit random token", async () => {
    const token = await issueEmailToken(database.db, userId, "verify_email");
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const rows = await database.db.selectFrom("auth_tokens").select("token_hash").execute();
    expect(rows.map((r) => r.token_hash)).toContain(hashToken(token));
    expect(rows.map((r) => r.token_hash)).not.toContain(token);
  });

  it("works once, only for its purpose, and not after it expires", async () => {
    const issuedAt = new Date("2026-01-01T00:00:00Z");
    const token = await issueEmailToken(database.db, userId, "reset_password", issuedAt);
    expect(await consumeEmailToken(database.db, token, "verify_email", issuedAt)).toBeNull();
    const late = new Date(issuedAt.getTime() + EMAIL_TOKEN_TTL_MS.reset_password + 1);
    expect(await consumeEmailToken(database.db, token, "reset_password", late)).toBeNull();
    const inTime = new Date(issuedAt.getTime() + EMAIL_TOKEN_TTL_MS.reset_password - 1000);
    expect(await consumeEmailToken(database.db, token, "reset_password", inTime)).toBe(userId);
    expect(await consumeEmailToken(database.db, token, "reset_password", inTime)).toBeNull();
  });

  it("using one voids the user's other unused links of the same purpose", async () => {
    const older = await issueEmailToken(database.db, userId, "reset_password");
    const newer = await issueEmailToken(database.db, userId, "reset_password");
    expect(await consumeEmailToken(database.db, newer, "reset_password")).toBe(userId);
    expect(await consumeEmailToken(database.db, older, "reset_password")).toBeNull();
  });
});

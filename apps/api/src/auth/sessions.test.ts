import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../db/database.js";
import { databaseWithUser } from "../test/account-test-kit.js";
import { createSession, endOtherSessions, endSession, findSession, SESSION_DAYS } from "./sessions.js";

describe("sessions", () => {
  let database: DatabaseHandle;
  let userId: number;
  beforeAll(async () => {
    ({ database, userId } = await databaseWithUser("s@example.com"));
  });
  afterAll(() => database.close());

  it("§9 a session lasts 15 days", async () => {
    const start = new Date("2026-01-01T00:00:00Z");
    const token = await createSession(database.db, userId, start);
    const day = 86_400_000;
    expect(SESSION_DAYS).toBe(15);
    expect((await findSession(database.db, token, new Date(start.getTime() + 15 * day - 1000)))?.userId).toBe(userId);
    expect(await findSession(database.db, token, new Date(start.getTime() + 15 * day))).toBeNull();
  });

  it("sign-out ends one session; a password change ends all but the current one", async () => {
    const [a, b, c] = [await createSession(database.db, userId), await createSession(database.db, userId), await createSession(database.db, userId)];
    await endSession(database.db, a);
    expect(await findSession(database.db, a)).toBeNull();
    const current = await findSession(database.db, b);
    await endOtherSessions(database.db, userId, current!.sessionId);
    expect(await findSession(database.db, b)).not.toBeNull();
    expect(await findSession(database.db, c)).toBeNull();
  });
});

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { buildApiServer } from "../app.js";
import { readConfig } from "../config.js";
import type { DatabaseHandle } from "../db/database.js";
import { AUTH_RATE_LIMITS, TOO_MANY_ATTEMPTS_MESSAGE } from "../routes/accounts/rate-limits.js";
import { createTestDatabase } from "../test/test-database.js";
import { countHit } from "./rate-limit-store.js";

describe("#14 rate-limit budgets are shared by every instance (counted in the database)", () => {
  let database: DatabaseHandle;
  let instances: FastifyInstance[];
  beforeAll(async () => {
    database = await createTestDatabase();
    const config = { ...readConfig({}), searchDigestPollMs: 0 };
    instances = [await buildApiServer({ database, config }), await buildApiServer({ database, config })];
  });
  afterAll(async () => {
    for (const instance of instances) await instance.close();
    await database.close();
  });

  it("the sign-in budget of one address refuses its 21st attempt across two instances", async () => {
    const perIp = AUTH_RATE_LIMITS.signIn.perIp;
    const statuses: number[] = [];
    for (let attempt = 0; attempt <= perIp; attempt++) {
      // Different emails, so only the per-address budget is spent; instances take turns as a balancer would.
      const instance = instances[attempt % 2] as FastifyInstance;
      const response = await instance.inject({
        method: "POST",
        url: "/api/auth/sign-in",
        remoteAddress: "203.0.113.7",
        payload: { email: `guess${attempt}@example.com`, password: "Wrong9!pass" },
      });
      statuses.push(response.statusCode);
      if (response.statusCode === 429) expect(response.json().message).toBe(TOO_MANY_ATTEMPTS_MESSAGE);
    }
    expect(statuses.slice(0, perIp).every((status) => status !== 429)).toBe(true);
    expect(statuses[perIp]).toBe(429);
  });

  it("counts hits in one window and starts a new one when it has ended", async () => {
    expect((await countHit(database.db, "test:window", 60_000)).current).toBe(1);
    const second = await countHit(database.db, "test:window", 60_000);
    expect(second.current).toBe(2);
    expect(second.ttl).toBeGreaterThan(0);
    expect(second.ttl).toBeLessThanOrEqual(60_000);
    await database.db
      .updateTable("rate_limit_windows")
      .set({ resets_at: new Date(Date.now() - 1000) })
      .where("key", "=", "test:window")
      .execute();
    expect((await countHit(database.db, "test:window", 60_000)).current).toBe(1);
  });
});

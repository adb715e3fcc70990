import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openPgliteThread } from "./pglite-thread.js";

describe("embedded PGlite on its own thread (ADR 257)", () => {
  let pglite: Awaited<ReturnType<typeof openPgliteThread>>;
  beforeAll(async () => {
    pglite = await openPgliteThread("memory://");
    await pglite.query("create table cars (vin text primary key, seen timestamptz, facts jsonb, price numeric)");
  });
  afterAll(() => pglite.close());

  it("answers rows as PGlite parses them: dates as Date, jsonb as objects", async () => {
    const { rows } = await pglite.query<{ day: Date; facts: { doors: number[] }; n: number }>(
      "select timestamptz '2026-11-25T06:00:00Z' as day, $1::jsonb as facts, 2 + $2::int as n",
      [JSON.stringify({ doors: [2, 4] }), 3],
    );
    expect(rows).toEqual([{ day: new Date("2026-11-25T06:00:00Z"), facts: { doors: [2, 4] }, n: 5 }]);
  });

  it("keeps a database error's SQLSTATE code and constraint, which the API reads", async () => {
    await pglite.query("insert into cars (vin) values ('1HGCM82633A004352')");
    const refusal = pglite.query("insert into cars (vin) values ('1HGCM82633A004352')");
    await expect(refusal).rejects.toMatchObject({ code: "23505", constraint: "cars_pkey", message: expect.stringContaining("duplicate key") });
  });

  it("commits a transaction whose callback returns and rolls back one that throws", async () => {
    await pglite.transaction(async (tx) => {
      await tx.query("insert into cars (vin) values ('KEPT')");
    });
    const failed = pglite.transaction(async (tx) => {
      await tx.query("insert into cars (vin) values ('ROLLED_BACK')");
      throw new Error("the form was refused");
    });
    await expect(failed).rejects.toThrow("the form was refused");
    const { rows } = await pglite.query<{ vin: string }>("select vin from cars where vin in ('KEPT', 'ROLLED_BACK')");
    expect(rows).toEqual([{ vin: "KEPT" }]);
  });

  it("leaves the server's thread free while a statement runs: timers fire during a slow query", async () => {
    let ticks = 0;
    const timer = setInterval(() => ticks++, 20);
    try {
      await pglite.query("select pg_sleep(0.6)");
    } finally {
      clearInterval(timer);
    }
    // On the server's own thread the wasm would hold it for the whole 600 ms and no tick could run.
    expect(ticks).toBeGreaterThanOrEqual(5);
  });

  it("refuses to open a folder that cannot hold a database, and says why", async () => {
    const file = join(mkdtempSync(join(tmpdir(), "pglite-thread-")), "not-a-folder");
    writeFileSync(file, "");
    await expect(openPgliteThread(file)).rejects.toThrow();
  });
});

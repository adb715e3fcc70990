import { availableParallelism } from "node:os";
import { describe, expect, it } from "vitest";
import { clusterSize, restartDelayMs } from "./cluster-size.js";

describe("#13 how many processes serve", () => {
  it("one on the embedded PGlite, whatever WEB_CONCURRENCY says (PGlite is single-process)", () => {
    expect(clusterSize({})).toBe(1);
    expect(clusterSize({ WEB_CONCURRENCY: "4" })).toBe(1);
  });

  it("on Postgres one per core, or WEB_CONCURRENCY", () => {
    const url = "postgres://db.example/carmarket";
    expect(clusterSize({ DATABASE_URL: url })).toBe(availableParallelism());
    expect(clusterSize({ DATABASE_URL: url, WEB_CONCURRENCY: "3" })).toBe(3);
    expect(clusterSize({ DATABASE_URL: url, WEB_CONCURRENCY: "0" })).toBe(availableParallelism());
  });

  it("a crash-looping worker is replaced ever more slowly, at most every 30 seconds", () => {
    expect([1, 2, 3, 4, 5, 6, 7, 20].map(restartDelayMs)).toEqual([1000, 2000, 4000, 8000, 16_000, 30_000, 30_000, 30_000]);
  });
});

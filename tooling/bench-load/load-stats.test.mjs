import { describe, expect, it } from "vitest";
import { coresBusy, cpuPerRequest, cpuTicks, formatTable, parentPid, percentile, reapedChildrenTicks, searchRatios, summarizeRun } from "./load-stats.mjs";

describe("percentile", () => {
  const values = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];
  it("takes the nearest rank: the smallest value with p% at or below it", () => {
    expect(percentile(values, 50)).toBe(5);
    expect(percentile(values, 95)).toBe(10);
    expect(percentile(values, 90)).toBe(9);
    expect(percentile(values, 0)).toBe(1);
    expect(percentile(values, 100)).toBe(10);
  });
  it("is NaN without values", () => {
    expect(percentile([], 50)).toBeNaN();
  });
});

describe("summarizeRun", () => {
  it("counts every answer, keeps 503 apart from the other non-2xx and divides by the run's seconds", () => {
    const summary = summarizeRun({
      latencies: [30, 10, 20, 40],
      statuses: { 200: 2, 404: 1, 503: 1 },
      errors: 2,
      timeouts: 1,
      seconds: 2,
    });
    expect(summary).toEqual({ answered: 4, rps: 2, p50: 20, p95: 40, p99: 40, shed: 1, non2xx: { 404: 1 }, errors: 2, timeouts: 1 });
  });
});

describe("/proc/<pid>/stat", () => {
  // A command name with spaces and a parenthesis, as a thread may rename itself.
  const stat = "4242 (node (main) x) S 17 4242 17 0 -1 4194560 900 0 0 0 250 31 7 2 20 0 11 0 1234 1000 200";
  it("reads utime + stime, counting fields from the last parenthesis", () => {
    expect(cpuTicks(stat)).toBe(281);
  });
  it("reads the CPU of reaped children and the parent pid", () => {
    expect(reapedChildrenTicks(stat)).toBe(9);
    expect(parentPid(stat)).toBe(17);
  });
});

describe("coresBusy", () => {
  it("is CPU time over wall time: 30 s of CPU in a 15 s run kept two cores busy", () => {
    expect(coresBusy(30_000, 15)).toBe(2);
  });
});

describe("cpuPerRequest", () => {
  it("divides the CPU used between two readings by the requests sent", () => {
    expect(cpuPerRequest(1000, 3000, 20)).toBe(100);
  });
  it("is NaN when nothing was sent", () => {
    expect(cpuPerRequest(0, 10, 0)).toBeNaN();
  });
});

describe("searchRatios", () => {
  it("divides the search page's req/s by the search API's, and the API's CPU per request by the page's, per engine and connection count", () => {
    const rows = [
      { engine: "pglite", target: "search", connections: 10, rps: 6, serverCpuMs: 60 },
      { engine: "pglite", target: "api", connections: 10, rps: 12, serverCpuMs: 30 },
      { engine: "pglite", target: "search", connections: 50, rps: 3, serverCpuMs: 60 },
      { engine: "postgres", target: "api", connections: 10, rps: 20, serverCpuMs: 5, dbCpuMs: 11 },
      { engine: "postgres", target: "search", connections: 10, rps: 5, serverCpuMs: 30, dbCpuMs: 10 },
      { engine: "pglite", target: "home", connections: 10, rps: 9, serverCpuMs: 40 },
    ];
    expect(searchRatios(rows)).toEqual([
      { engine: "pglite", connections: 10, ratio: 0.5, cpuRatio: 0.5 },
      { engine: "postgres", connections: 10, ratio: 0.25, cpuRatio: 0.4 },
    ]);
  });
});

describe("formatTable", () => {
  it("prints one Markdown row per run with seconds above a second and the statuses counted", () => {
    const row = {
      engine: "pglite",
      target: "search",
      connections: 50,
      answered: 118,
      rps: 2.46,
      p50: 16_800,
      p95: 23_000,
      p99: 24_100,
      shed: 65,
      non2xx: { 404: 8 },
      errors: 0,
      timeouts: 0,
      serverCpuMs: 201.44,
      cores: 0.987,
    };
    expect(formatTable([row]).split("\n")[2]).toBe(
      "| pglite | search | 50 | 118 | 2.5 | 16.80 s | 23.00 s | 24.10 s | 65 | 404×8 | 0 (0) | 201.4 ms | – | 0.99 |",
    );
  });
});

import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readOperations, sampleInputs, type ApiOperation } from "./api-operations.js";
import { badRequest } from "./bad-requests.js";
import { callerAddress, rowCounts, startFuzzApi, writeMark, type FuzzApi } from "./fuzz-api.js";

/** Requests per engine: CI's bounded run by default; `pnpm test:fuzz` sets a long one. */
const RUNS = Number(process.env.FUZZ_RUNS ?? 2000);

/** What a stack trace or a database error's text looks like in an answer. */
const LEAKS = [
  /\n\s+at |\bat \S+ \(\S+:\d+:\d+\)|node_modules|\.[cm]?[jt]s:\d+/,
  /syntax error at|invalid input syntax|invalid byte sequence|out of range for type|unsupported Unicode escape|violates \S+ constraint|SQLSTATE|relation "|column "|\bselect\b[^"]{0,200}\bfrom\b[^"]{0,200}\bwhere\b/i,
];

describe(`fuzz: bad input to every operation of the OpenAPI document (${RUNS} requests; issue #12)`, () => {
  let api: FuzzApi;
  let operations: ApiOperation[];
  beforeAll(async () => {
    api = await startFuzzApi();
    operations = readOperations((await api.app.inject({ method: "GET", url: "/api/docs/json" })).json());
  });
  afterAll(() => api.close());

  it("never answers 5xx, never shows a stack or SQL, and a refused request writes no row", { timeout: 60_000 + RUNS * 100 }, async () => {
    const samples = sampleInputs(api.targets);
    const statuses = new Map<number, number>();
    const db = api.database.db;
    let counts = await rowCounts(db);
    let mark = await writeMark(db);
    for (const op of operations) {
      const sample = samples[`${op.method} ${op.path}`] ?? {};
      await fc.assert(
        fc.asyncProperty(badRequest(op, sample, api.targets.session), async (request) => {
          const response = await api.app.inject({ ...request, remoteAddress: callerAddress() });
          const what = `${request.method} ${String(request.url).slice(0, 300)} → ${response.statusCode} ${response.body.slice(0, 300)}`;
          statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
          expect(response.statusCode, what).toBeLessThan(500);
          for (const leak of LEAKS) expect(response.body, what).not.toMatch(leak);
          if (response.statusCode >= 400) expect(response.json(), what).toMatchObject({ status: 0, message: expect.any(String) });
          const markAfter = await writeMark(db);
          if (markAfter === mark) return;
          const after = await rowCounts(db);
          if (response.statusCode >= 400) expect(after, what).toEqual(counts);
          counts = after;
          mark = markAfter;
        }),
        { numRuns: Math.ceil(RUNS / operations.length), seed: process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined },
      );
    }
    const total = [...statuses.values()].reduce((sum, n) => sum + n, 0);
    const histogram = [...statuses]
      .sort(([a], [b]) => a - b)
      .map(([status, n]) => `${status}: ${n}`)
      .join(", ");
    console.log(`fuzz on ${api.database.engine}: ${total} requests over ${operations.length} operations; statuses ${histogram}`);
    expect(operations.length).toBeGreaterThan(60);
    expect(total).toBeGreaterThanOrEqual(RUNS);
  });
});

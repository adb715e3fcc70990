import { describe, expect, it } from "vitest";
import { readOptions, USER_AGENTS } from "./bench-options.mjs";

describe("readOptions", () => {
  it("defaults to both engines, every target, 10 and 50 connections, 30 s and a newcomer's 20,000 listings", () => {
    const options = readOptions({});
    expect(options).toMatchObject({
      engines: ["pglite", "postgres"],
      targets: ["home", "search", "vehicle", "article", "api"],
      connections: [10, 50],
      seconds: 30,
      seedListings: 20000,
      ports: { pglite: 3306, postgres: 3307 },
      userAgents: [USER_AGENTS.mobile, USER_AGENTS.desktop],
      profile: false,
    });
  });
  it("reads the lists and numbers the environment gives", () => {
    const options = readOptions({
      BENCH_ENGINES: "postgres",
      BENCH_TARGETS: "search, api",
      BENCH_CONNECTIONS: "50",
      BENCH_SECONDS: "60",
      BENCH_AGENT: "mobile",
      BENCH_PROFILE: "1",
    });
    expect(options).toMatchObject({
      engines: ["postgres"],
      targets: ["search", "api"],
      connections: [50],
      seconds: 60,
      userAgents: [USER_AGENTS.mobile],
      profile: true,
    });
  });
  it("names the variable of a value it does not know", () => {
    expect(() => readOptions({ BENCH_TARGETS: "search,cart" })).toThrow("BENCH_TARGETS: unknown cart");
    expect(() => readOptions({ BENCH_SECONDS: "0" })).toThrow("BENCH_SECONDS");
    expect(() => readOptions({ BENCH_AGENT: "tablet" })).toThrow("BENCH_AGENT");
  });
});

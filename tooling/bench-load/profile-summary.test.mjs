import { describe, expect, it } from "vitest";
import { packageOf, summarizeProfile } from "./profile-summary.mjs";

const frame = (functionName, url = "", lineNumber = 0) => ({ functionName, url, lineNumber });

describe("summarizeProfile", () => {
  // (root) → handle → render → render (recursion) ; handle → compress ; (idle)
  const profile = {
    nodes: [
      { id: 1, callFrame: frame("(root)"), children: [2, 6] },
      { id: 2, callFrame: frame("handle", "file:///repo/apps/server/dist/main.js", 9), children: [3, 5] },
      { id: 3, callFrame: frame("render", "file:///repo/node_modules/.pnpm/react-dom@19.2.0/node_modules/react-dom/server.js", 99), children: [4] },
      { id: 4, callFrame: frame("render", "file:///repo/node_modules/.pnpm/react-dom@19.2.0/node_modules/react-dom/server.js", 99) },
      { id: 5, callFrame: frame("compress", "node:zlib", 4) },
      { id: 6, callFrame: frame("(idle)") },
    ],
    samples: [4, 3, 5, 2, 6],
    timeDeltas: [1000, 2000, 3000, 4000, 5000],
  };
  const summary = summarizeProfile(profile);

  it("leaves idle time out of the busy time", () => {
    expect(summary.busyMs).toBe(10);
    expect(summary.idleMs).toBe(5);
  });
  it("gives each function its self time and its total time, counting a recursive one once per sample", () => {
    expect(summary.self).toEqual([
      { name: "handle apps/server/dist/main.js:10", ms: 4 },
      { name: "render react-dom/server.js:100", ms: 3 },
      { name: "compress node:zlib:5", ms: 3 },
    ]);
    expect(summary.total.find((entry) => entry.name.startsWith("render"))?.ms).toBe(3);
    expect(summary.total[0]).toEqual({ name: "handle apps/server/dist/main.js:10", ms: 10 });
  });
  it("adds self time up per package", () => {
    expect(summary.packages).toEqual([
      { name: "apps/server", ms: 4 },
      { name: "react-dom", ms: 3 },
      { name: "node:zlib", ms: 3 },
    ]);
  });
});

describe("packageOf", () => {
  it("names scoped dependencies, workspace folders and V8's own entries", () => {
    expect(packageOf("file:///r/node_modules/.pnpm/@fastify+compress@9.2.0/node_modules/@fastify/compress/index.js", "f")).toBe("@fastify/compress");
    expect(packageOf("file:///r/packages/web-core/dist/index.js", "f")).toBe("packages/web-core");
    expect(packageOf("", "(garbage collector)")).toBe("(garbage collector)");
  });
});

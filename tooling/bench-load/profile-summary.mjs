#!/usr/bin/env node
// Where a server's time went, from a V8 .cpuprofile (`node --cpu-prof`): self and total time per
// function, and self time per package. Usage: node profile-summary.mjs <file.cpuprofile> [top=25]
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

const IDLE = new Set(["(idle)", "(program)"]);

/** The package or workspace folder a script belongs to, from its URL. */
export function packageOf(url, functionName) {
  if (!url) return functionName.startsWith("(") ? functionName : "(native)";
  if (url.startsWith("node:")) return url;
  const dependency = /node_modules\/(?:\.pnpm\/[^/]+\/node_modules\/)?((?:@[^/]+\/)?[^/]+)\//.exec(url);
  if (dependency) return dependency[1];
  const workspace = /\/((?:apps|packages|tooling)\/[^/]+)\//.exec(url);
  return workspace ? workspace[1] : url;
}

function functionKey({ functionName, url, lineNumber }) {
  const file = url
    ? url.replace(/^.*\/node_modules\/(?:\.pnpm\/[^/]+\/node_modules\/)?/, "").replace(/^file:\/\/.*?\/((?:apps|packages|tooling)\/)/, "$1")
    : "";
  return file ? `${functionName || "(anonymous)"} ${file}:${lineNumber + 1}` : functionName || "(anonymous)";
}

/**
 * Self time (ms) and total time (ms, each function counted once per sample however deep it recurses)
 * per function, and self time per package, over the busy samples (idle and "(program)" left out).
 * @param {{ nodes: { id: number, callFrame: { functionName: string, url: string, lineNumber: number }, children?: number[] }[], samples: number[], timeDeltas: number[] }} profile
 */
export function summarizeProfile(profile) {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const self = new Map();
  const total = new Map();
  const packages = new Map();
  const add = (map, key, ms) => map.set(key, (map.get(key) ?? 0) + ms);
  let busyMs = 0;
  let idleMs = 0;
  profile.samples.forEach((id, index) => {
    const ms = (profile.timeDeltas[index] ?? 0) / 1000;
    const node = byId.get(id);
    if (!node) return;
    if (IDLE.has(node.callFrame.functionName)) {
      idleMs += ms;
      return;
    }
    busyMs += ms;
    add(self, functionKey(node.callFrame), ms);
    add(packages, packageOf(node.callFrame.url, node.callFrame.functionName), ms);
    const seen = new Set();
    for (let at = id; at !== undefined; at = parent.get(at)) {
      const key = functionKey(byId.get(at).callFrame);
      if (key === "(root)" || seen.has(key)) continue;
      seen.add(key);
      add(total, key, ms);
    }
  });
  const ranked = (map) => [...map].sort((a, b) => b[1] - a[1]).map(([name, ms]) => ({ name, ms }));
  return { busyMs, idleMs, self: ranked(self), total: ranked(total), packages: ranked(packages) };
}

/** The summary as three Markdown tables of the top entries, with each entry's share of the busy time. */
export function formatProfileSummary(summary, top = 25) {
  const table = (title, entries) =>
    [
      `| ${title} | ms | % of busy |`,
      "|---|---|---|",
      ...entries.slice(0, top).map(({ name, ms }) => `| ${name.replaceAll("|", "\\|")} | ${ms.toFixed(0)} | ${((100 * ms) / summary.busyMs).toFixed(1)} |`),
    ].join("\n");
  return [
    `busy ${summary.busyMs.toFixed(0)} ms, idle ${summary.idleMs.toFixed(0)} ms`,
    table("self time by package", summary.packages),
    table("self time by function", summary.self),
    table("total time by function", summary.total),
  ].join("\n\n");
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [file, top = "25"] = process.argv.slice(2);
  if (!file) throw new Error("usage: node profile-summary.mjs <file.cpuprofile> [top]");
  console.log(formatProfileSummary(summarizeProfile(JSON.parse(readFileSync(file, "utf8"))), Number(top)));
}

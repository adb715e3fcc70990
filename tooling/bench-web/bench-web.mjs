#!/usr/bin/env node
// Benchmark, not a test: starts the production server on a throwaway database and, for each page type on
// both apps, sums the gzip size of the JavaScript the page loads first and runs Lighthouse 13 (mobile preset) five
// times (LIGHTHOUSE_RUNS): median and spread of the score and of total blocking time.
// Usage: pnpm bench:web [--no-lighthouse]; the pages come from pages.json. Prints a Markdown table.
import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { get } from "node:http";
import { loadavg } from "node:os";
import { gzipSync } from "node:zlib";
import { fileURLToPath } from "node:url";
import { runLighthouseScript } from "./lighthouse-tool.mjs";

// BENCH_PORT lets several worktrees measure at once on one machine.
const PORT = Number(process.env.BENCH_PORT ?? 3300);
const origin = `http://127.0.0.1:${PORT}`;
// BENCH_PAGES=search,vehicle measures only those page types of pages.json.
const only = process.env.BENCH_PAGES?.split(",");
const pages = JSON.parse(readFileSync(new URL("./pages.json", import.meta.url), "utf8")).filter((page) => !only || only.includes(page.name));
const withLighthouse = !process.argv.includes("--no-lighthouse");
const LIGHTHOUSE_RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 5);
const agents = {
  mobile: "Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36",
  desktop: "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36",
};

const server = spawn("node", [fileURLToPath(new URL("../../apps/server/dist/main.js", import.meta.url))], {
  env: { ...process.env, PORT: String(PORT), DATA_DIR: "memory://", SEED_LISTINGS: "3000", LOG_LEVEL: "warn" },
  stdio: ["ignore", "inherit", "inherit"],
});
try {
  await waitFor(`${origin}/api/health`, 180_000);
  const paths = await resolvePaths(pages);
  // Scores are only comparable at a low load average (docs/performance.md): print it with them.
  console.log(`load average at the start: ${loadAverage()}`);
  console.log(
    `| page | app | path | first-load JS (gzip KB) | budget KB | as served (KB, br) | scripts | Lighthouse mobile, median [min–max] (${LIGHTHOUSE_RUNS} runs) | TBT ms, median [min–max] | load average |`,
  );
  console.log("|---|---|---|---|---|---|---|---|---|---|");
  for (const page of paths) {
    for (const app of ["mobile", "desktop"]) {
      const { js, served, scripts } = await firstLoadJs(`${origin}${page.path}`, agents[app]);
      // Both apps under the phone preset: `?view=` picks the app whatever Lighthouse's user agent says.
      const lighthouse = withLighthouse
        ? await lighthouseFigures(`${origin}${page.path}${page.path.includes("?") ? "&" : "?"}view=${app}`)
        : { score: "", tbt: "" };
      console.log(
        `| ${page.name} | ${app} | ${page.path} | ${(js / 1024).toFixed(1)} | ${page.budgetKb} | ${(served / 1024).toFixed(1)} | ${scripts} | ${lighthouse.score} | ${lighthouse.tbt} | ${loadAverage()} |`,
      );
    }
  }
  console.log(`load average at the end: ${loadAverage()}`);
} finally {
  server.kill();
}

function loadAverage() {
  return loadavg()
    .map((value) => value.toFixed(2))
    .join(", ");
}

/**
 * The scripts and module preloads of the server-rendered HTML: the sum of their gzip sizes (level 9, the budget's
 * measure), the bytes the server sends for them to a browser that accepts brotli, and how many there are.
 */
async function firstLoadJs(url, userAgent) {
  const html = await (await fetch(url, { headers: { "user-agent": userAgent } })).text();
  const srcs = new Set([...html.matchAll(/(?:src|href)="(\/_[md]\/assets\/[^"]+\.js)"/g)].map((m) => m[1]));
  // The page's bootstrap asks for its modules after the first paint, no longer from the head (ADR 261).
  const deferred = /for \(const href of (\[[^\]]*\])\)/.exec(html)?.[1];
  for (const src of deferred ? JSON.parse(deferred) : []) srcs.add(src);
  let js = 0;
  let served = 0;
  for (const src of srcs) {
    js += gzipSync(Buffer.from(await (await fetch(`${origin}${src}`)).arrayBuffer()), { level: 9 }).length;
    served += await bytesOnTheWire(`${origin}${src}`);
  }
  return { js, served, scripts: srcs.size };
}

/** The body's length as sent to a browser that accepts brotli (fetch would decode it). */
function bytesOnTheWire(url) {
  return new Promise((resolve, reject) => {
    get(url, { headers: { "accept-encoding": "br, gzip" } }, (response) => {
      let length = 0;
      response.on("data", (chunk) => (length += chunk.length));
      response.on("end", () => resolve(length));
    }).on("error", reject);
  });
}

/**
 * Lighthouse's performance score and total blocking time over LIGHTHOUSE_RUNS runs (default 5), each as the median
 * and the spread (lowest–highest): single runs vary, and the spread says how much. Runs Lighthouse could not finish
 * or score are repeated by the runner (lighthouse/lighthouse-scores.mjs) and named here.
 */
async function lighthouseFigures(url) {
  const line = await runLighthouseScript("lighthouse-scores.mjs", [String(LIGHTHOUSE_RUNS), url]);
  const { runs, repeated } = JSON.parse(line.trim().split("\n").pop());
  const spread = (values, digits = 0) => {
    const sorted = values.map((value) => value ?? Number.NaN).sort((a, b) => a - b);
    const median = sorted[Math.floor(sorted.length / 2)];
    return `${median.toFixed(digits)} [${sorted[0].toFixed(digits)}–${sorted.at(-1).toFixed(digits)}]`;
  };
  return {
    score: `${spread(runs.map((run) => run.score))} (${runs.map((run) => run.score).join(", ")})${repeated.length ? `, repeated ${repeated.length} unfinished (${repeated.join(", ")})` : ""}`,
    tbt: spread(runs.map((run) => run.tbt)),
  };
}

/** Pages whose path depends on seeded data name an API call that yields it (e.g. the first listing's URL). */
async function resolvePaths(list) {
  const out = [];
  for (const page of list) {
    let path = page.path;
    if (page.from) {
      const data = await (await fetch(`${origin}${page.from.api}`)).json();
      const picked = page.from.pick.split(".").reduce((value, key) => value?.[key], data);
      // Some answers give a slug rather than a path (news articles: title_slug under /news/).
      path = typeof picked === "string" ? (page.from.prefix ?? "") + picked : picked;
    }
    if (typeof path !== "string") {
      console.warn(`skipped ${page.name}: no path`);
      continue;
    }
    const status = (await fetch(`${origin}${path}`)).status;
    if (status >= 400) console.warn(`note: ${page.name} ${path} answers ${status}`);
    out.push({ ...page, path });
  }
  return out;
}

async function waitFor(url, timeoutMs) {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`server did not answer ${url}`);
}

#!/usr/bin/env node
// Benchmark, not a test: starts the production server on a throwaway database and, for each page type on
// both apps, sums the gzip size of the JavaScript the page loads first and runs Lighthouse (mobile preset).
// Usage: pnpm bench:web [--no-lighthouse]; the pages come from pages.json. Prints a Markdown table.
import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { get } from "node:http";
import { loadavg } from "node:os";
import { gzipSync } from "node:zlib";
import { fileURLToPath } from "node:url";
import { launchChromium, performanceReport } from "./lighthouse-run.mjs";

// BENCH_PORT lets several worktrees measure at once on one machine.
const PORT = Number(process.env.BENCH_PORT ?? 3300);
const origin = `http://127.0.0.1:${PORT}`;
const pages = JSON.parse(readFileSync(new URL("./pages.json", import.meta.url), "utf8"));
const withLighthouse = !process.argv.includes("--no-lighthouse");
const LIGHTHOUSE_RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const agents = {
  mobile: "Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36",
  desktop: "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36",
};

const server = spawn("node", [fileURLToPath(new URL("../../apps/server/dist/main.js", import.meta.url))], {
  env: { ...process.env, PORT: String(PORT), DATA_DIR: "memory://", SEED_LISTINGS: "3000", LOG_LEVEL: "warn" },
  stdio: ["ignore", "inherit", "inherit"],
});
// Killed in `finally`: a bench that fails half-way (the server gone) must not leave a chromium behind.
let chrome = null;
try {
  await waitFor(`${origin}/api/health`, 180_000);
  const paths = await resolvePaths(pages);
  chrome = withLighthouse ? await launchChromium() : null;
  // Scores are only comparable at a low load average (docs/performance.md): print it with them.
  console.log(`load average at the start: ${loadAverage()}`);
  console.log("| page | app | path | first-load JS (gzip KB) | budget KB | as served (KB, br) | scripts | Lighthouse mobile, median (runs) |");
  console.log("|---|---|---|---|---|---|---|---|");
  for (const page of paths) {
    for (const app of ["mobile", "desktop"]) {
      const { js, served, scripts } = await firstLoadJs(`${origin}${page.path}`, agents[app]);
      const score = chrome && app === "mobile" ? await lighthouseScore(`${origin}${page.path}${page.path.includes("?") ? "&" : "?"}view=mobile`, chrome.port) : "";
      console.log(`| ${page.name} | ${app} | ${page.path} | ${(js / 1024).toFixed(1)} | ${page.budgetKb} | ${(served / 1024).toFixed(1)} | ${scripts} | ${score} |`);
    }
  }
  console.log(`load average at the end: ${loadAverage()}`);
} finally {
  await chrome?.kill();
  server.kill();
}

function loadAverage() {
  return loadavg().map((value) => value.toFixed(2)).join(", ");
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
 * Lighthouse's performance score, the median of LIGHTHOUSE_RUNS runs (default 3) as Lighthouse's own
 * guidance advises: single runs vary, and here headless Chromium sometimes paints a second late.
 * Printed with every run's score so the spread is visible.
 */
async function lighthouseScore(url, port) {
  const scores = [];
  const unfinishedCodes = [];
  let failed = 0;
  while (scores.length < LIGHTHOUSE_RUNS) {
    const report = await performanceReport(url, port);
    // A run Lighthouse could not finish (NO_NAVSTART: this chromium's trace now and then lacks the navigation,
    // mostly in a fresh browser's first run) or score (a metric it could not compute) measured nothing; it is run
    // again, at most twice a page, and counted in the table.
    const unfinished = !report || report.runtimeError || report.categories.performance.score === null;
    if (unfinished && failed < 2) {
      failed += 1;
      unfinishedCodes.push(report?.runtimeError?.code ?? unscoredMetrics(report));
      continue;
    }
    scores.push(Math.round((report?.categories.performance.score ?? 0) * 100));
  }
  const median = [...scores].sort((a, b) => a - b)[Math.floor(scores.length / 2)];
  return `${median} (${scores.join(", ")})${failed ? `, repeated ${failed} unfinished (${unfinishedCodes.join(", ")})` : ""}`;
}

/** The ids of the scored metrics Lighthouse could not compute in a report, e.g. "speed-index". */
function unscoredMetrics(report) {
  const refs = report?.categories.performance.auditRefs ?? [];
  return refs.filter((ref) => ref.weight > 0 && report.audits[ref.id]?.score === null).map((ref) => ref.id).join("+") || "no report";
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

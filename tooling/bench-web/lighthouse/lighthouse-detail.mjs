// pnpm --filter @carmarket/bench-web run detail <url>… (runs here with this folder's Node, lighthouse-tool.mjs)
// One Lighthouse run per URL (mobile preset, performance only, Debian's chromium) with the metrics
// behind the score, the largest paint's element and phases, the layout shifts, the long tasks and where
// the main thread's time went: what `bench` summarises as a score.
// LIGHTHOUSE_SAVE=<folder> also writes each run's full report there (open it in the Lighthouse viewer) and its
// trace (`*.trace.json`, for chromium's performance panel).
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { launchChromium, performanceRun } from "./lighthouse-run.mjs";

const saveDir = process.env.LIGHTHOUSE_SAVE;
if (saveDir) mkdirSync(saveDir, { recursive: true });

const chrome = await launchChromium();
try {
  let run = 0;
  for (const url of process.argv.slice(2)) {
    const { lhr, artifacts } = await performanceRun(url, chrome.port);
    run += 1;
    if (saveDir) {
      const name = join(saveDir, `${String(run).padStart(2, "0")}-${new URL(url).pathname.replaceAll(/\W+/g, "_")}`);
      writeFileSync(`${name}.json`, JSON.stringify(lhr));
      writeFileSync(`${name}.trace.json`, JSON.stringify(artifacts.Trace));
    }
    const metric = (id) => `${lhr.audits[id]?.displayValue} (${lhr.audits[id]?.score})`;
    console.log(
      `${url} ${Math.round(lhr.categories.performance.score * 100)}`,
      `FCP ${metric("first-contentful-paint")} LCP ${metric("largest-contentful-paint")} TBT ${metric("total-blocking-time")}`,
      `CLS ${metric("cumulative-layout-shift")} SI ${metric("speed-index")}`,
    );
    const observed = lhr.audits.metrics?.details?.items?.[0] ?? {};
    console.log(`  observed FCP ${observed.observedFirstContentfulPaint} LCP ${observed.observedLargestContentfulPaint} load ${observed.observedLoad} (ms)`);
    // Lighthouse 13 names the largest paint's element and its phases in the LCP breakdown insight.
    const breakdown = lhr.audits["lcp-breakdown-insight"]?.details?.items ?? [];
    const node = breakdown.find((item) => item.type === "node");
    if (node) console.log(`  LCP element ${node.nodeLabel?.slice(0, 60)} | ${node.snippet?.slice(0, 160)}`);
    const phases = breakdown.find((item) => item.type === "table")?.items ?? [];
    if (phases.length) console.log(`  LCP phases ${phases.map((phase) => `${phase.label ?? phase.subpart} ${Math.round(phase.duration)}`).join(", ")}`);
    const candidate = artifacts.Trace.traceEvents.findLast((event) => event.name === "largestContentfulPaint::Candidate" && event.args?.data?.isMainFrame);
    if (candidate) console.log(`  LCP candidate ${candidate.args.data.type}, ${candidate.args.data.size} px²`);
    // The simulated LCP counts every request that finished before the observed one (Lantern), scripts included.
    const requests = lhr.audits["network-requests"]?.details?.items ?? [];
    const scripts = requests.filter((request) => request.resourceType === "Script");
    const done = scripts.filter((request) => request.networkEndTime <= observed.observedLargestContentfulPaint);
    console.log(`  scripts finished before the observed LCP: ${done.length} of ${scripts.length}`);
    for (const shift of (lhr.audits["layout-shifts"]?.details?.items ?? []).slice(0, 4)) {
      console.log(`  shift ${shift.score?.toFixed(3)} ${shift.node?.snippet?.slice(0, 120)}`);
    }
    const tasks = (lhr.audits["long-tasks"]?.details?.items ?? []).slice(0, 6);
    console.log(
      `  long tasks ${tasks.map((task) => `${task.url?.split("/").pop() || "?"}@${Math.round(task.startTime)}:${Math.round(task.duration)}`).join(" ")}`,
    );
    const work = lhr.audits["mainthread-work-breakdown"]?.details?.items ?? [];
    console.log(`  main thread ${work.map((item) => `${item.group} ${Math.round(item.duration)}`).join(", ")}`);
    const bootup = (lhr.audits["bootup-time"]?.details?.items ?? []).slice(0, 5);
    console.log(
      `  scripts ${bootup.map((item) => `${item.url.split("/").pop() || item.url}: ${Math.round(item.scripting)}+${Math.round(item.scriptParseCompile)}`).join(", ")}`,
    );
  }
} finally {
  await chrome.kill();
}

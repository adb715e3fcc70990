// Run with this folder's Node (Lighthouse 13 needs 22.19+): node lighthouse-scores.mjs <runs> <url>…
// For each URL, `runs` Lighthouse runs (mobile preset, performance only, Debian's chromium), printed as one JSON
// line: each run's score and the metrics behind it, and the runs it repeated. bench-web.mjs reads the lines.
import { launchChromium, performanceReport } from "./lighthouse-run.mjs";

const [runs, ...urls] = process.argv.slice(2);
const chrome = await launchChromium();
try {
  for (const url of urls) console.log(JSON.stringify({ url, ...(await scoreRuns(url, Number(runs))) }));
} finally {
  await chrome.kill();
}

/**
 * `count` scored runs of `url`. A run Lighthouse could not finish (NO_NAVSTART: this chromium's trace now and then
 * lacks the navigation, mostly in a fresh browser's first run) or score (a metric it could not compute) measured
 * nothing; it is run again, at most twice a page, and named in `repeated`.
 */
async function scoreRuns(url, count) {
  const scored = [];
  const repeated = [];
  while (scored.length < count) {
    const report = await performanceReport(url, chrome.port);
    const unfinished = !report || report.runtimeError || report.categories.performance.score === null;
    if (unfinished && repeated.length < 2) {
      repeated.push(report?.runtimeError?.code ?? unscoredMetrics(report));
      continue;
    }
    scored.push(runFigures(report));
  }
  return { runs: scored, repeated };
}

/** The score (0-100) and the scored metrics in ms (CLS unitless) of one report; null where Lighthouse had none. */
function runFigures(report) {
  const value = (id) => report?.audits[id]?.numericValue ?? null;
  return {
    score: Math.round((report?.categories.performance.score ?? 0) * 100),
    fcp: value("first-contentful-paint"),
    lcp: value("largest-contentful-paint"),
    tbt: value("total-blocking-time"),
    cls: value("cumulative-layout-shift"),
    si: value("speed-index"),
  };
}

/** The ids of the scored metrics Lighthouse could not compute in a report, e.g. "speed-index". */
function unscoredMetrics(report) {
  const refs = report?.categories.performance.auditRefs ?? [];
  return (
    refs
      .filter((ref) => ref.weight > 0 && report.audits[ref.id]?.score === null)
      .map((ref) => ref.id)
      .join("+") || "no report"
  );
}

// pnpm --filter @carmarket/bench-web run detail <url>…
// One Lighthouse run per URL (mobile preset, performance only, Debian's chromium) with the metrics
// behind the score, the layout shifts and the long tasks: what `bench` summarises as a score.
import { launchChromium, performanceReport } from "./lighthouse-run.mjs";

const chrome = await launchChromium();
try {
  for (const url of process.argv.slice(2)) {
    const lhr = await performanceReport(url, chrome.port);
    const metric = (id) => `${lhr.audits[id]?.displayValue} (${lhr.audits[id]?.score})`;
    console.log(
      `${url} ${Math.round(lhr.categories.performance.score * 100)}`,
      `FCP ${metric("first-contentful-paint")} LCP ${metric("largest-contentful-paint")} TBT ${metric("total-blocking-time")}`,
      `CLS ${metric("cumulative-layout-shift")} SI ${metric("speed-index")}`,
    );
    for (const shift of (lhr.audits["layout-shifts"]?.details?.items ?? []).slice(0, 4)) {
      console.log(`  shift ${shift.score?.toFixed(3)} ${shift.node?.snippet?.slice(0, 120)}`);
    }
    const tasks = (lhr.audits["long-tasks"]?.details?.items ?? []).slice(0, 5);
    console.log(`  long tasks ${tasks.map((task) => `${task.url?.split("/").pop() || "?"}:${Math.round(task.duration)}`).join(" ")}`);
  }
} finally {
  await chrome.kill();
}

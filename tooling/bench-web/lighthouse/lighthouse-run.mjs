import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";

/** Debian's chromium, headless, with the flags this machine needs (no sandbox, no GPU, no background traffic). */
export function launchChromium() {
  return chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    chromeFlags: [
      "--headless",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--no-first-run",
    ],
  });
}

/** One Lighthouse run of `url` (mobile preset, performance only) in the chromium listening on `port`: its report. */
export async function performanceReport(url, port) {
  return (await performanceRun(url, port))?.lhr;
}

/** The same run with what Lighthouse gathered: `lhr` and `artifacts` (the trace is `artifacts.Trace`). */
export function performanceRun(url, port) {
  return lighthouse(url, { port, onlyCategories: ["performance"], output: "json", logLevel: "error" });
}

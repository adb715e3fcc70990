import * as chromeLauncher from "chrome-launcher";

/** Debian's chromium, headless, with the flags this machine needs (no sandbox, no GPU, no background traffic). */
export function launchChromium() {
  return chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    chromeFlags: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"],
  });
}

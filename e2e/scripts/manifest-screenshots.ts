// Takes the web app manifest's screenshots (apps/server/src/web-app-manifest.ts) from a running production server:
//   pnpm start   (or any PORT), then   pnpm --filter @carmarket/e2e exec tsx scripts/manifest-screenshots.ts http://127.0.0.1:3000
import { fileURLToPath } from "node:url";
import { chromium } from "@playwright/test";

const origin = process.argv[2] ?? "http://127.0.0.1:3000";
const out = (name: string) => fileURLToPath(new URL(`../../apps/server/public/screenshots/${name}`, import.meta.url));
const PHONE_UA = "Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36";

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", args: ["--no-sandbox"] });
try {
  // 360 × 800 CSS pixels at 3x: the 1080 × 2400 the manifest states.
  const phone = await browser.newContext({ viewport: { width: 360, height: 800 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true, userAgent: PHONE_UA });
  const page = await phone.newPage();
  await page.goto(`${origin}/`);
  await page.waitForSelector("html[data-hydrated=true]");
  await page.screenshot({ path: out("phone-home.jpg"), type: "jpeg", quality: 70 });
  const { vins } = (await (await page.request.get(`${origin}/api/inventory/listingdata?data=${encodeURIComponent("sort=price_desc&page=1")}`)).json()) as {
    vins: { url: string }[];
  };
  await page.goto(`${origin}${vins[0]!.url}`);
  await page.waitForSelector("html[data-hydrated=true]");
  await page.screenshot({ path: out("phone-vehicle.jpg"), type: "jpeg", quality: 70 });
  const desktop = await browser.newContext({ viewport: { width: 1920, height: 1080 } });
  const wide = await desktop.newPage();
  await wide.goto(`${origin}/used-cars?sort=price_asc`);
  await wide.waitForSelector("html[data-hydrated=true]");
  await wide.screenshot({ path: out("desktop-search.jpg"), type: "jpeg", quality: 70 });
} finally {
  await browser.close();
}

import { expect, test } from "../fixtures/test.js";
import { openHydrated } from "../fixtures/pages.js";
import { installableBrowser, waitForServiceWorker } from "../fixtures/offline.js";

// Issue #28.1: installable on both apps. Chromium's own installability check (what Lighthouse reads) and the
// manifest as Chromium parsed it, through the DevTools protocol.

/** What the checks read of the manifest as Chromium parsed it (DevTools protocol's WebAppManifest). */
interface ParsedManifest {
  display?: string;
}

test("#28.1 every page links a manifest that Chromium finds installable: name, start URL, scope, standalone, 192/512 and maskable icons, screenshots", async ({
  page,
  request,
  baseURL,
}, testInfo) => {
  for (const path of ["/", "/used-cars", "/news", "/myaccount/saved"]) {
    await page.goto(path);
    await expect(page.locator('link[rel="manifest"]'), path).toHaveAttribute("href", "/manifest.webmanifest");
  }
  const browser = await installableBrowser(baseURL, testInfo.project.name);
  try {
    const installed = await browser.context.newPage();
    await openHydrated(installed, "/");
    await waitForServiceWorker(installed);
    const cdp = await browser.context.newCDPSession(installed);
    const { installabilityErrors } = (await cdp.send("Page.getInstallabilityErrors")) as { installabilityErrors: { errorId: string }[] };
    expect(installabilityErrors).toEqual([]);
    const parsed = (await cdp.send("Page.getAppManifest", {})) as unknown as { errors: { message: string }[]; manifest: ParsedManifest };
    expect(parsed.errors).toEqual([]);
    expect(parsed.manifest.display).toMatch(/standalone$/i);
  } finally {
    await browser.close();
  }

  const answer = await request.get("/manifest.webmanifest");
  expect(answer.headers()["content-type"]).toMatch(/^application\/manifest\+json/);
  const manifest = (await answer.json()) as Record<string, unknown> & {
    icons: { src: string; sizes: string; purpose: string }[];
    screenshots: { src: string; sizes: string; form_factor: string }[];
  };
  expect(manifest).toMatchObject({ name: expect.any(String), short_name: "CarMarket", start_url: "/", scope: "/", display: "standalone" });
  expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/);
  expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/);
  // Every icon and screenshot is served as the image it says it is.
  for (const icon of manifest.icons) {
    const png = await request.get(icon.src);
    expect(png.headers()["content-type"], icon.src).toBe("image/png");
    const bytes = await png.body();
    expect(`${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`, icon.src).toBe(icon.sizes);
  }
  expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual(expect.arrayContaining(["192x192 any", "512x512 any", "512x512 maskable"]));
  for (const screenshot of manifest.screenshots) expect((await request.get(screenshot.src)).ok(), screenshot.src).toBe(true);
  expect(new Set(manifest.screenshots.map((screenshot) => screenshot.form_factor))).toEqual(new Set(["narrow", "wide"]));

  // iOS reads its own tags for the home screen.
  await expect(page.locator('link[rel="apple-touch-icon"]')).toHaveAttribute("href", "/icons/apple-touch-icon.png");
  await expect(page.locator('meta[name="apple-mobile-web-app-capable"]')).toHaveAttribute("content", "yes");
  await expect(page.locator('meta[name="apple-mobile-web-app-title"]')).toHaveAttribute("content", "CarMarket");
  await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute("content", manifest.theme_color as string);
});

test("#28.5 the worker's script is our origin's, at the root, under the strict CSP, with no Service-Worker-Allowed", async ({ request }) => {
  const answer = await request.get("/sw.js");
  expect(answer.ok()).toBe(true);
  expect(answer.headers()["content-type"]).toMatch(/^text\/javascript/);
  expect(answer.headers()["cache-control"]).toBe("no-cache");
  expect(answer.headers()["service-worker-allowed"]).toBeUndefined();
  expect(answer.headers()["content-security-policy"]).toContain("script-src 'self'");
  const again = await request.get("/sw.js", { headers: { "If-None-Match": answer.headers().etag! } });
  expect(again.status()).toBe(304);
});

import type { Page } from "@playwright/test";
import { expect, test } from "../fixtures/test.js";
import { heartOf, pickCar } from "../fixtures/accounts.js";
import { expectNoAxeViolations } from "../fixtures/axe.js";
import { openHydrated } from "../fixtures/pages.js";

// Issue #28: a deploy's worker takes over when the shopper reloads (ADR 301), and the install offer (#28.1).

/** The script URL of the worker that controls the page. */
function controllerOf(page: Page): Promise<string | undefined> {
  return page.evaluate(() => navigator.serviceWorker.controller?.scriptURL);
}

test("#28.2 a deploy: the new worker waits, the page offers the new version, and after Reload the new worker controls the page", async ({ page }, testInfo) => {
  const app = testInfo.project.name;
  // The previous deploy's worker, in charge of the origin before the page registers its own. A script URL of its
  // own makes the page's worker new to the browser, as a deploy's changed bytes do (the browser's update check
  // itself cannot be intercepted: it is neither the page's request nor the worker's).
  await page.goto("/robots.txt");
  await page.evaluate(async (view) => {
    await navigator.serviceWorker.register(`/sw.js?view=${view}&deploy=previous`, { scope: "/" });
    await navigator.serviceWorker.ready;
  }, app);
  await openHydrated(page, "/");
  await expect.poll(() => controllerOf(page)).toMatch(/deploy=previous$/);
  const offer = page.getByRole("complementary", { name: "New version of CarMarket" });
  await expect(offer).toContainText("A new version of CarMarket is ready.", { timeout: 20_000 });
  await expectNoAxeViolations(page);
  // Until the shopper chooses, the previous worker stays in charge.
  expect(await controllerOf(page)).toMatch(/deploy=previous$/);
  await Promise.all([page.waitForEvent("load"), offer.getByRole("button", { name: "Reload" }).click()]);
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  expect(await controllerOf(page)).toMatch(new RegExp(`/sw\\.js\\?view=${app}$`));
  await expect(offer).toHaveCount(0);
});

/**
 * Chrome's `beforeinstallprompt`, dispatched as the browser fires it once a page can be installed: headless
 * Chromium passes the installability check (installable.spec.ts) but never fires the event itself.
 */
function offerInstallation(page: Page): Promise<void> {
  return page.evaluate(() => {
    const event = Object.assign(new Event("beforeinstallprompt", { cancelable: true }), {
      prompt: async () => undefined,
      userChoice: Promise.resolve({ outcome: "dismissed" }),
    });
    window.dispatchEvent(event);
  });
}

test("#28.1 the install offer after a save, dismissible and remembered", async ({ page, request }, testInfo) => {
  const car = await pickCar(request, testInfo, 8);
  await openHydrated(page, car.url);
  await offerInstallation(page);
  const offer = page.getByRole("complementary", { name: "Install CarMarket" });
  // A first visit: nothing is offered until the shopper saves something.
  await expect(offer).toHaveCount(0);
  await heartOf(page, car.vin_name).click();
  await expect(offer).toContainText("Add CarMarket to your home screen");
  await expectNoAxeViolations(page);
  await offer.getByRole("button", { name: "Not now" }).click();
  await expect(offer).toHaveCount(0);
  await openHydrated(page, car.url);
  await offerInstallation(page);
  await heartOf(page, car.vin_name).click();
  await expect(page.getByText("Vin removed from saved list.")).toBeVisible();
  await heartOf(page, car.vin_name).click();
  await expect(page.getByText("Vin saved successfully!")).toBeVisible();
  await expect(offer).toHaveCount(0);
});

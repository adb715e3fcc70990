import type { Page } from "@playwright/test";
import { expect, test } from "../fixtures/test.js";
import { heartOf, pickCar } from "../fixtures/accounts.js";
import { expectNoAxeViolations } from "../fixtures/axe.js";
import { installableBrowser, waitForServiceWorker } from "../fixtures/offline.js";
import { openHydrated } from "../fixtures/pages.js";

// Issue #28: a deploy's worker takes over when the shopper reloads (ADR 301), and the install offer (#28.1).

/** Which deploy's worker controls the page: the next deploy's answers "next"; the first one does not answer. */
function deployOf(page: Page): Promise<string> {
  return page.evaluate(
    () =>
      new Promise<string>((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = (event) => resolve(String(event.data));
        navigator.serviceWorker.controller!.postMessage("deploy?", [channel.port2]);
        setTimeout(() => resolve("first"), 1_000);
      }),
  );
}

test("#28.2 a deploy: the new worker waits, the page offers the new version, and after Reload the new worker controls the page", async ({ page, context }) => {
  await openHydrated(page, "/");
  await waitForServiceWorker(page);
  // The next deploy's /sw.js: this build plus a line (a new build differs in its precache list), which says which deploy it is.
  await context.route("**/sw.js?*", async (route) => {
    const response = await route.fetch();
    const next = `\nself.addEventListener("message", (event) => { if (event.data === "deploy?") event.ports[0].postMessage("next"); });`;
    await route.fulfill({ response, body: `${await response.text()}${next}` });
  });
  await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())!.update());
  const offer = page.getByRole("complementary", { name: "New version of CarMarket" });
  await expect(offer).toContainText("A new version of CarMarket is ready.");
  await expectNoAxeViolations(page);
  // Until the shopper chooses, the first worker stays in charge.
  expect(await deployOf(page)).toBe("first");
  await Promise.all([page.waitForEvent("load"), offer.getByRole("button", { name: "Reload" }).click()]);
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  expect(await deployOf(page)).toBe("next");
  await expect(offer).toHaveCount(0);
});

test("#28.1 the install offer after a save, dismissible and remembered", async ({ baseURL, request }, testInfo) => {
  const browser = await installableBrowser(baseURL, testInfo.project.name);
  try {
    const page = await browser.context.newPage();
    const car = await pickCar(request, testInfo, 8);
    await openHydrated(page, "/");
    await waitForServiceWorker(page);
    await openHydrated(page, car.url);
    const offer = page.getByRole("complementary", { name: "Install CarMarket" });
    // A first visit: nothing is offered until the shopper saves something.
    await expect(offer).toHaveCount(0);
    await heartOf(page, car.vin_name).click();
    await expect(offer).toContainText("Add CarMarket to your home screen");
    await offer.getByRole("button", { name: "Not now" }).click();
    await expect(offer).toHaveCount(0);
    await page.reload();
    await heartOf(page, car.vin_name).click();
    await expect(page.getByText("Vin removed from saved list.")).toBeVisible();
    await heartOf(page, car.vin_name).click();
    await expect(page.getByText("Vin saved successfully!")).toBeVisible();
    await expect(offer).toHaveCount(0);
  } finally {
    await browser.close();
  }
});

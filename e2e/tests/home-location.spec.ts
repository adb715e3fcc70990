import type { Page } from "@playwright/test";
import { expect, test } from "../fixtures/test.js";
import { expectNoAxeViolations } from "../fixtures/axe.js";
import { boxOf } from "../fixtures/layout.js";
import { openHydrated } from "../fixtures/pages.js";

// The home page's nearby cars and the location widgets (§2.4, §2.6, §4, §5, §8), on both apps.

/** 60601 (Chicago, IL), a seeded metro centre, and a point in it. */
const CHICAGO = { zip: "60601", city: "Chicago, IL", latitude: 41.8858, longitude: -87.6181 };

/** A zip lookup runs every carousel query; on a busy machine it can outlast the default 5 s expect. */
const LOOKUP = { timeout: 20_000 };

/** Marks the document so a test can tell the page was not reloaded. */
const markDocument = (page: Page) => page.evaluate(() => document.documentElement.setAttribute("data-same-document", "yes"));
const expectSameDocument = (page: Page) => expect(page.locator("html")).toHaveAttribute("data-same-document", "yes");

async function openLocationPopup(page: Page) {
  await page
    .getByRole("banner")
    .getByRole("button", { name: /Set ZIP|ZIP \d{5}/ })
    .click();
  const dialog = page.getByRole("dialog", { name: "Help Us Locate You!" });
  await expect(dialog).toBeVisible();
  return dialog;
}

test("§4 set a ZIP: the nearby-cars sections change to that city without a reload", async ({ page }) => {
  await openHydrated(page, "/");
  await expect(page.getByRole("heading", { name: "Featured cars near New York, NY" })).toBeVisible();
  // Carousel cards show days on market, as the search cards do (issue #15).
  await expect(page.getByRole("region", { name: "Featured cars near New York, NY" }).getByRole("article").first()).toContainText(/\d+ days? on market/);
  await expect(page.getByText("Set your ZIP code to see cars near you.", { exact: false })).toBeVisible();
  await expectNoAxeViolations(page);
  await markDocument(page);

  const dialog = await openLocationPopup(page);
  await expectNoAxeViolations(page);
  await dialog.getByLabel("Zip code").fill(CHICAGO.zip);
  await dialog.getByRole("button", { name: "Submit" }).click();

  await expect(dialog).toBeHidden(LOOKUP);
  await expect(page.getByRole("heading", { name: `Featured cars near ${CHICAGO.city}` })).toBeVisible();
  await expect(page.getByRole("heading", { name: /near New York, NY/ })).toHaveCount(0);
  await expect(
    page
      .getByRole("region", { name: `Featured cars near ${CHICAGO.city}` })
      .getByRole("article")
      .first(),
  ).toContainText(/\d+ days? on market/);
  await expect(page.getByRole("banner").getByRole("button", { name: `ZIP ${CHICAGO.zip}` })).toBeVisible();
  await expect(page.getByRole("contentinfo").getByRole("button", { name: "Update Zip" })).toBeVisible();
  await expectSameDocument(page);
  expect((await page.context().cookies()).find((cookie) => cookie.name === "zipcode")?.value).toBe(CHICAGO.zip);
  await expectNoAxeViolations(page);

  // The cookie now picks the cars the server renders.
  await openHydrated(page, "/");
  await expect(page.getByRole("heading", { name: `Featured cars near ${CHICAGO.city}` })).toBeVisible();
});

test("§5 a bad ZIP shows 'Invalid zipcode' under the field", async ({ page }) => {
  await openHydrated(page, "/");
  const dialog = await openLocationPopup(page);
  await expect(dialog.getByRole("button", { name: "Submit" })).toBeDisabled();
  await dialog.getByLabel("Zip code").fill("1234");
  await dialog.getByRole("button", { name: "Submit" }).click();
  await expect(dialog.getByRole("alert")).toHaveText("Invalid zipcode");
  await expect(dialog.getByLabel("Zip code")).toHaveAttribute("aria-invalid", "true");
  await expectNoAxeViolations(page);
});

test("§4 Locate Me with geolocation allowed: the ZIP of the position is set and the sections follow", async ({ page, context }) => {
  await context.grantPermissions(["geolocation"]);
  await context.setGeolocation({ latitude: CHICAGO.latitude, longitude: CHICAGO.longitude });
  await openHydrated(page, "/");
  await markDocument(page);
  const dialog = await openLocationPopup(page);
  await dialog.getByRole("button", { name: "Locate Me" }).click();
  await expect(dialog).toBeHidden(LOOKUP);
  await expect(page.getByRole("banner").getByRole("button", { name: `ZIP ${CHICAGO.zip}` })).toBeVisible();
  await expect(page.getByRole("heading", { name: `Featured cars near ${CHICAGO.city}` })).toBeVisible();
  await expectSameDocument(page);
  await expectNoAxeViolations(page);
});

test("§8 Locate Me with geolocation denied: the denial message and a disabled button", async ({ page, context }) => {
  await context.clearPermissions();
  await openHydrated(page, "/");
  const dialog = await openLocationPopup(page);
  await dialog.getByRole("button", { name: "Locate Me" }).click();
  await expect(dialog.getByRole("alert")).toHaveText("Allow this site to access your location (Show me how? (opens in a new tab)). OR, enter ZIP manually.");
  await expect(dialog.getByRole("link", { name: /Show me how\?/ })).toHaveAttribute("target", "_blank");
  await expect(dialog.getByRole("button", { name: "Locate Me" })).toBeDisabled();
  await expectNoAxeViolations(page);
});

test("§2.6 mobile sticky bar: appears after scrolling, collapses and expands, edits the ZIP", async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== "mobile", "the sticky nearby-cars bar is the mobile app's (§2.3 mobile shell)");
  await openHydrated(page, "/");
  const bar = page.getByRole("complementary", { name: "Nearby cars" });
  await expect(bar).toHaveCount(0);

  await page.evaluate(() => window.scrollTo(0, 700));
  await expect(bar).toBeVisible();
  const toggle = bar.getByRole("button", { name: /Cars for sale near/ });
  await expect(toggle).toHaveAttribute("aria-expanded", "false");
  await toggle.click();
  await expect(toggle).toHaveAttribute("aria-expanded", "true");
  await expect(bar.getByRole("listitem").first()).toBeVisible();
  await expectNoAxeViolations(page);
  await toggle.click();
  await expect(toggle).toHaveAttribute("aria-expanded", "false");

  await bar.getByRole("button", { name: "Update Zipcode" }).click();
  await bar.getByLabel("Zip code").fill(CHICAGO.zip);
  await bar.getByRole("button", { name: "Submit" }).click();
  await expect(bar.getByRole("button", { name: `Cars for sale near ${CHICAGO.city} (9)` })).toBeVisible();
  await expect(page.getByRole("heading", { name: `Featured cars near ${CHICAGO.city}` })).toBeVisible();
  await expectNoAxeViolations(page);

  // Near the footer the bar steps aside (§4).
  await page.getByRole("contentinfo").scrollIntoViewIfNeeded();
  await expect(bar).toHaveCount(0);
});

test("#26.1 mobile sticky bar: the collapsed list takes no room, and the scroll-to-top button covers no price", async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== "mobile", "the sticky nearby-cars bar is the mobile app's (§2.3 mobile shell)");
  await openHydrated(page, "/");
  await page.evaluate(() => window.scrollTo(0, 700));
  const bar = page.getByRole("complementary", { name: "Nearby cars" });
  const toggle = bar.getByRole("button", { name: /Cars for sale near/ });
  await expect(toggle).toHaveAttribute("aria-expanded", "false");
  await expect(bar.getByRole("listitem")).toHaveCount(0);
  // Collapsed, the bar is its header row: far from the 67% of the screen it covered.
  expect((await boxOf(bar)).height).toBeLessThan(120);

  await toggle.click();
  await expect(bar.getByRole("listitem").first()).toBeVisible();
  const up = page.getByRole("button", { name: "Scroll to top" });
  const button = await boxOf(up);
  for (const price of await bar.getByText(/^\$[\d,]+$|^No Dealer Price$/).all()) {
    const box = await boxOf(price);
    const overlaps = box.x < button.x + button.width && button.x < box.x + box.width && box.y < button.y + button.height && button.y < box.y + box.height;
    expect(overlaps, `the scroll-to-top button covers ${await price.textContent()}`).toBe(false);
  }
});

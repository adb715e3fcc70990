import type { Page } from "@playwright/test";
import { expect, test } from "../fixtures/test.js";
import { expectNoAxeViolations } from "../fixtures/axe.js";
import { boxOf, expectFillsItsCell } from "../fixtures/layout.js";
import { openHydrated } from "../fixtures/pages.js";

// Inventory search pages (#6 part 2, §2.4, §2.5, §4, §8, §9) on both apps.

const resultCount = (page: Page) => page.getByRole("heading", { level: 2, name: /results?$|0 results that matched/ });

/** The filters: the desktop sidebar, or the mobile overlay opened by its hash (§2.4). */
async function openFilters(page: Page, mobile: boolean) {
  if (!mobile) return page.getByRole("complementary", { name: "Filters" });
  await page.getByRole("link", { name: "Filters" }).click();
  await expect(page).toHaveURL(/#UsedInventorySidebar$/);
  const overlay = page.getByRole("dialog", { name: "Filter cars" });
  await expect(overlay).toBeVisible();
  return overlay;
}

test("§4/§9 filter with its facet count, then sort by price", async ({ page }, testInfo) => {
  const mobile = testInfo.project.name === "mobile";
  await openHydrated(page, "/used-cars");
  await expect(resultCount(page)).toHaveText(/^[\d,]+ results$/);
  // Days on market on each card, as at the top of the vehicle page (issue #15 item 14).
  await expect(page.getByRole("list", { name: "Cars for sale" }).getByRole("article").first()).toContainText(/\d+ days? on market/);
  await expectNoAxeViolations(page);

  // §9 facet counts: the body type option names how many cars it has, and choosing it shows that many.
  const filters = await openFilters(page, mobile);
  const suv = filters.getByRole("radio", { name: /^SUV \([\d,]+\)$/ });
  if (mobile) await expectNoAxeViolations(page);
  // click, not check(): the radio follows the URL, which changes once the new results are in
  await suv.click();
  await expect(page).toHaveURL(/body_type=suv/);
  // The option's count and the results come from one answer; other journeys running at the same time
  // may sell cars (feed imports), so compare the two as shown together rather than across answers.
  const suvCount = async () => /\(([\d,]+)\)/.exec((await suv.getAttribute("aria-label")) ?? (await filters.getByText(/^SUV \(/).textContent()) ?? "")?.[1];
  await expect.poll(async () => (await resultCount(page).textContent()) === `${await suvCount()} results`).toBe(true);
  if (mobile) {
    await page.getByRole("button", { name: /^Show [\d,]+ results?$/ }).click();
    await expect(page.getByRole("dialog", { name: "Filter cars" })).toBeHidden();
  }

  await page.getByRole("combobox", { name: "Sort by" }).selectOption("price_asc");
  await expect(page).toHaveURL(/sort=price_asc/);
  const cards = page.getByRole("list", { name: "Cars for sale" }).getByRole("article");
  // the shown prices come in ascending order once the sorted page is in
  await expect(async () => {
    const prices = (await cards.allTextContents()).map((text) => Number(/\$([\d,]+)/.exec(text)?.[1]?.replaceAll(",", "") ?? "0")).filter(Boolean);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  }).toPass();
});

test("§9 pagination: page 2, then Back restores the previous results", async ({ page }) => {
  await openHydrated(page, "/used-cars?body_type=suv&sort=price_asc");
  const count = await resultCount(page).textContent();
  const cards = page.getByRole("list", { name: "Cars for sale" }).getByRole("article");
  const firstPageFirstCar = (await cards.first().getAttribute("aria-label")) ?? "";

  await page.getByRole("navigation", { name: "Pages" }).getByRole("link", { name: "Page 2" }).click();
  await expect(page).toHaveURL(/pagination=2/);
  await expect(page.getByRole("link", { name: "Page 2" })).toHaveAttribute("aria-current", "page");
  await expect(cards.first()).not.toHaveAttribute("aria-label", firstPageFirstCar);
  await expectNoAxeViolations(page);

  await page.goBack();
  await expect(page).not.toHaveURL(/pagination=/);
  await expect(cards.first()).toHaveAttribute("aria-label", firstPageFirstCar);
  await expect(resultCount(page)).toHaveText(count ?? "");
});

test("§8 a search without results says '0 results that matched your search criteria.'", async ({ page }) => {
  // A valid filter no car meets (an unknown feature is left out with a notice since issue #26.5): under $1,000.
  await openHydrated(page, "/used-cars?dealer_price=-1000");
  await expect(resultCount(page)).toHaveText("0 results that matched your search criteria.");
  await expect(page.getByRole("list", { name: "Cars for sale" })).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test("bad input: an invalid filter value is left out with a notice, the rest of the search still runs", async ({ page }) => {
  const response = await page.goto("/used-cars?zip=abc&body_type=sedan");
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("status").filter({ hasText: "left out: ZIP code" })).toBeVisible();
  await expect(resultCount(page)).toHaveText(/^[\d,]+ results?$/);
});

test("§4 save this search: a visitor saves the search and is told so", async ({ page }) => {
  await openHydrated(page, "/new-cars?body_type=suv");
  const save = page.getByRole("button", { name: "Save this search" });
  await expect(save).toHaveAttribute("aria-pressed", "false");
  await save.click();
  await expect(page.getByText("Search saved successfully!")).toBeVisible();
  await expect(save).toHaveAttribute("aria-pressed", "true");
  await expectNoAxeViolations(page);
});

test("§2.1 SEO: title, canonical and JSON-LD ItemList and BreadcrumbList of the search", async ({ page }) => {
  await page.goto("/used-cars/toyota?sort=price_asc");
  await expect(page).toHaveTitle(/^Used Toyota Cars for Sale/);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/used-cars\/toyota\?sort=price_asc$/);
  const types = await page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((scripts) => scripts.map((s) => JSON.parse(s.textContent ?? "{}")["@type"]));
  expect(types).toEqual(expect.arrayContaining(["ItemList", "BreadcrumbList"]));
});

test("§2.1 SEO: a model search's title names the model and its place once (issue #15)", async ({ page }) => {
  await page.goto("/used-cars/toyota/camry?zip=10001");
  await expect(page).toHaveTitle(/^Used Toyota Camry for Sale near [^,]+, NY \| /);
  await expect(page).not.toHaveTitle(/near .* near /);
});

test("result cards fill the results column: one full-width card a row on a phone, several a row on a desktop (issue #15)", async ({ page }, testInfo) => {
  await page.goto("/used-cars?zip=10001");
  const results = page.getByRole("list", { name: "Cars for sale" });
  const cards = results.getByRole("article");
  await expectFillsItsCell(cards.first());
  const column = await boxOf(results);
  const [first, second] = [await boxOf(cards.nth(0)), await boxOf(cards.nth(1))];
  if (testInfo.project.name === "mobile") {
    expect(first.width).toBeGreaterThanOrEqual(0.9 * column.width);
  } else {
    // Side by side in the first row, together using the column's width.
    expect(second.y).toBe(first.y);
    expect(first.width + second.width).toBeGreaterThanOrEqual(0.5 * column.width);
  }
});

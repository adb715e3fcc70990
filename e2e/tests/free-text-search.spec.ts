import type { Page } from "@playwright/test";
import { expect, test } from "../fixtures/test.js";
import { expectNoAxeViolations } from "../fixtures/axe.js";
import { openHydrated } from "../fixtures/pages.js";

// Free-text search (issue #17), both apps: where a typed search lands. The URLs are the ones
// searchWordsUrl of @carmarket/search-words builds for the examples (its unit tests hold that).

const resultCount = async (page: Page) => {
  const text = (await page.getByRole("heading", { level: 2, name: /results?$|0 results that matched/ }).textContent()) ?? "";
  return /^0 results/.test(text) ? 0 : Number(text.replace(/\D/g, ""));
};
const chosen = (page: Page) => page.getByRole("navigation", { name: "Chosen filters" });

test("'honda civic 2019 or newer sunroof': Civics from 2019 as a chip, the word not understood shown, the chip removed widens the search", async ({ page }) => {
  await openHydrated(page, "/used-cars/honda/civic?year=2019-&not_understood=sunroof");
  await expect(page.getByRole("status").filter({ hasText: "Not understood" })).toHaveText("Not understood: “sunroof”");
  // The year range is a search the API answers, not a value the page leaves out.
  await expect(page.getByText("These filters could not be used")).toHaveCount(0);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/used-cars\/honda\/civic\?year=2019-$/);
  const narrow = await resultCount(page);
  await expectNoAxeViolations(page);

  await chosen(page).getByRole("link", { name: "Remove 2019 or newer" }).click();
  await expect(page).toHaveURL(/\/used-cars\/honda\/civic$/);
  await expect(page.getByText("Not understood")).toHaveCount(0);
  await expect.poll(() => resultCount(page)).toBeGreaterThanOrEqual(narrow);
  expect(await resultCount(page)).toBeGreaterThan(0);
});

test("'red awd suv under 30k near 10001': every filter is a chip; removing one gives the wider search", async ({ page }) => {
  await openHydrated(page, "/used-cars?body_type=suv&dealer_price=-30000&drivetrain=AWD&color=red&zip=10001");
  await expect(chosen(page).getByRole("link")).toHaveText([
    "SUV ×",
    "Under $30,000 ×",
    "Drivetrain: AWD ×",
    "Exterior color: Red ×",
    "ZIP 10001 ×",
    "Clear all filters",
  ]);
  const narrow = await resultCount(page);

  await chosen(page).getByRole("link", { name: "Remove Exterior color: Red" }).click();
  await expect(page).toHaveURL("/used-cars?body_type=suv&dealer_price=-30000&drivetrain=AWD&zip=10001");
  await expect.poll(() => resultCount(page)).toBeGreaterThanOrEqual(narrow);
});

test("the journey, keyboard only: type a sentence on the home page, pick nothing, Enter, the chips, one removed is the wider search (issue #17)", async ({
  page,
}) => {
  const catalogCalls: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname === "/api/search-words/catalog") catalogCalls.push(request.url());
  });
  await openHydrated(page, "/");
  // First-load budgets (issue #17): the catalogue and the suggestion code load only once the box is used.
  expect(catalogCalls).toEqual([]);
  const box = page.getByRole("combobox", { name: "Describe the car you want" });
  const catalog = page.waitForResponse((response) => new URL(response.url()).pathname === "/api/search-words/catalog");
  await box.focus();
  await catalog;
  // Suggestions come from the catalogue; the shopper reads them and types on.
  await page.keyboard.type("used honda c");
  await expect(page.getByRole("option", { name: /Honda Civic/ })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.keyboard.type("ivic 2019 or newer under 25k");
  await expect(box).toHaveAttribute("aria-expanded", "false");
  await page.keyboard.press("Enter");

  // "used" was typed, so no condition is assumed (the notice is for words that name none, issue #26.3).
  await expect(page).toHaveURL("/used-cars/honda/civic?year=2019-&dealer_price=-25000");
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  await expect(chosen(page).getByRole("link", { name: /^Remove / })).toHaveText(["2019 or newer ×", "Under $25,000 ×"]);
  const narrow = await resultCount(page);
  await expectNoAxeViolations(page);

  await chosen(page).getByRole("link", { name: "Remove Under $25,000" }).focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL("/used-cars/honda/civic?year=2019-");
  await expect.poll(() => resultCount(page)).toBeGreaterThanOrEqual(narrow);
  expect(await resultCount(page)).toBeGreaterThan(0);
});

test("the box is on the search pages too (the mobile app's in its header, on every page), a plain GET form to /search", async ({ page }, testInfo) => {
  await openHydrated(page, "/used-cars");
  const place = testInfo.project.name === "mobile" ? page.getByRole("banner") : page.getByRole("main");
  await expect(page.getByRole("search", { name: "Describe the car you want" })).toHaveCount(1);
  await expect(place.getByRole("search", { name: "Describe the car you want" })).toHaveAttribute("action", "/search");
});

test("GET /search?q= answers 302 to the canonical listing URL of the typed search, never indexed (issue #17)", async ({ request }) => {
  const landing = async (q: string) => {
    const response = await request.get(`/search?q=${encodeURIComponent(q)}`, { maxRedirects: 0 });
    expect(response.status()).toBe(302);
    expect(response.headers()["x-robots-tag"]).toBe("noindex");
    return new URL(response.headers().location ?? "", "http://x");
  };
  const red = await landing("red awd suv under 30k near 10001");
  expect(red.pathname).toMatch(/^\/(used|new)-cars$/);
  expect(Object.fromEntries(red.searchParams)).toEqual({
    body_type: "suv",
    drivetrain: "AWD",
    color: "red",
    dealer_price: "-30000",
    zip: "10001",
    condition_assumed: "1",
  });
  const civic = await landing("honda civic 2019 or newer");
  expect(`${civic.pathname}${civic.search}`).toBe("/used-cars/honda/civic?year=2019-&condition_assumed=1");
  const sunroof = await landing("honda civic 2019 or newer sunroof");
  expect(`${sunroof.pathname}${sunroof.search}`).toBe("/used-cars/honda/civic?year=2019-&not_understood=sunroof&condition_assumed=1");
  expect((await landing("")).pathname).toBe("/used-cars");
});

test("crawlers are asked to keep off /search (issue #17: typed searches are not indexed)", async ({ request }) => {
  const robots = await (await request.get("/robots.txt")).text();
  expect(robots.split("\n")).toContain("Disallow: /search");
});

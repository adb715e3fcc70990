import { expect, test } from "../fixtures/test.js";
import { expectNoAxeViolations } from "../fixtures/axe.js";
import { openHydrated } from "../fixtures/pages.js";

// Research pages (§2.1, §2.2, §2.5), on both apps (projects desktop and mobile), against the seeded API.

test("§2.1 brand → model → car page; §2.2 a switched tab moves to second position", async ({ page }) => {
  await openHydrated(page, "/toyota");
  await expect(page.getByRole("heading", { level: 1, name: "Toyota Models" })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole("list", { name: "Toyota models" }).getByRole("link", { name: "Camry" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Toyota Camry" })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole("list", { name: "Toyota Camry model years" }).getByRole("link").first().click();
  await expect(page).toHaveURL(/\/toyota\/camry\/\d{4}$/);
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  const tabs = page.getByRole("navigation", { name: "Car tabs" }).getByRole("listitem");
  // §2.2: the active tab (overview) is second.
  await expect(tabs.nth(1)).toHaveText("Overview");
  await expect(tabs.nth(1).getByRole("link")).toHaveAttribute("aria-current", "page");
  await expectNoAxeViolations(page);

  await page.getByRole("navigation", { name: "Car tabs" }).getByRole("link", { name: "Safety" }).click();
  await expect(page).toHaveURL(/\/toyota\/camry\/\d{4}\/safety$/);
  await expect(tabs.nth(1)).toHaveText("Safety");
  await expect(tabs.nth(1).getByRole("link")).toHaveAttribute("aria-current", "page");
  // §3 crash-test rating labels.
  const ratings = page.getByRole("table", { name: /Crash-test ratings/ });
  for (const label of ["Overall Rating", "Frontal Crash", "Side Crash", "Rollover", "Small Overlap Front"]) {
    await expect(ratings.getByRole("rowheader", { name: label })).toBeVisible();
  }
  // §2.2: MPG links to the year-less new URL; versus and trims have no URL.
  const nav = page.getByRole("navigation", { name: "Car tabs" });
  await expect(nav.getByRole("link", { name: "MPG" })).toHaveAttribute("href", "/toyota/camry/mpg");
  await expect(nav.getByRole("link", { name: "Trim Family" })).toHaveAttribute("href", /\/toyota\/camry\/\d{4}\/trims$/);
  await nav.getByRole("button", { name: "Trims" }).click();
  await expect(page.getByRole("table", { name: /trims$/ }).first()).toBeVisible();
  await expectNoAxeViolations(page);
});

test("§2.1 compare two cars chosen in the picker, side by side", async ({ page }) => {
  await openHydrated(page, "/car-compare");
  await expect(page.locator("[data-picker-ready]")).toHaveCount(1);
  const picker = page.getByRole("region", { name: "Choose a car" });
  await picker.getByRole("button", { name: "Toyota", exact: true }).click();
  // §2.5 the review flow's model step groups models under body-style tabs.
  await picker.getByRole("tab", { name: "Sedan" }).click();
  await picker.getByRole("link", { name: "Camry" }).click();
  await expect(page).toHaveURL(/\/car-compare\/toyota-camry$/);
  await expect(page.locator("[data-picker-ready]")).toHaveCount(1);
  await expectNoAxeViolations(page);

  await picker.getByRole("button", { name: "Honda", exact: true }).click();
  await picker.getByRole("tab", { name: "Sedan" }).click();
  await picker.getByRole("link", { name: "Accord" }).click();
  await expect(page).toHaveURL(/\/car-compare\/toyota-camry-vs-honda-accord$/);
  const table = page.getByRole("table", { name: "Side-by-side comparison" });
  await expect(table.getByRole("columnheader", { name: /Toyota Camry/ })).toBeVisible();
  await expect(table.getByRole("columnheader", { name: /Honda Accord/ })).toBeVisible();
  await expectNoAxeViolations(page);
});

test("§5 write a review: errors first, then the success page", async ({ page }, testInfo) => {
  await openHydrated(page, "/toyota/camry");
  await page.getByRole("list", { name: "Toyota Camry model years" }).getByRole("link").first().click();
  await page.getByRole("link", { name: "Write a Review" }).click();
  await expect(page.getByRole("heading", { level: 1, name: /Write a Review of the/ })).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  await expectNoAxeViolations(page);

  await page.getByRole("button", { name: "Submit Review" }).click();
  await expect(page.getByRole("alert")).toHaveText("Please correct the fields marked below.");
  await expect(page.getByText("Please rate from 1 to 5 stars.")).toBeVisible();
  await expect(page.getByRole("textbox", { name: /Your review/ })).toHaveAttribute("aria-invalid", "true");
  await expectNoAxeViolations(page);

  await page.getByRole("radio", { name: "4 stars" }).check();
  await page.getByRole("textbox", { name: "Title" }).fill("Comfortable and frugal");
  await page.getByRole("textbox", { name: "Your name" }).fill("Pat Driver");
  await page.getByRole("textbox", { name: /Email/ }).fill(`pat-${testInfo.project.name}-${Date.now()}@example.com`);
  // Each project writes its own words: the same text twice from one address is held as a repeat (ADR 218).
  await page.getByRole("textbox", { name: /Your review/ }).fill(`Quiet on the highway and easy on fuel around town (${testInfo.project.name}).`);
  await page.getByRole("button", { name: "Submit Review" }).click();
  await expect(page).toHaveURL(/\/submitted-review-success\?status=published$/);
  await expect(page.getByRole("heading", { level: 1, name: "Thank you for your review!" })).toBeVisible();
  await expectNoAxeViolations(page);
});

test("ADR 218 a car review with a link is held for moderation and its author is told so", async ({ page }, testInfo) => {
  await openHydrated(page, "/toyota/camry");
  await page.getByRole("list", { name: "Toyota Camry model years" }).getByRole("link").first().click();
  await page.getByRole("link", { name: "Write a Review" }).click();
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  await page.getByRole("radio", { name: "5 stars" }).check();
  await page.getByRole("textbox", { name: "Title" }).fill("Best deals online");
  await page.getByRole("textbox", { name: "Your name" }).fill("Sam Spammer");
  await page.getByRole("textbox", { name: /Email/ }).fill(`sam-${testInfo.project.name}-${Date.now()}@example.com`);
  await page.getByRole("textbox", { name: /Your review/ }).fill("Find this car cheaper at https://other-cars.example right now.");
  await page.getByRole("button", { name: "Submit Review" }).click();
  await expect(page).toHaveURL(/\/submitted-review-success\?status=pending$/);
  await expect(page.getByText(/^Your review of the .+ is held for moderation and will appear once a moderator approves it\.$/)).toBeVisible();
});

test("§2.5 a ranking page and its RankingSidebar body-style list", async ({ page }) => {
  await openHydrated(page, "/suv");
  await expect(page.getByRole("heading", { level: 1, name: "Best SUVs" })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole("link", { name: "Browse rankings by body style" }).click();
  const overlay = page.getByRole("dialog", { name: "Body Styles" });
  await overlay.getByRole("button", { name: "Sedan" }).click();
  await expect(overlay.getByRole("heading", { name: "Which Sedan are you thinking?" })).toBeVisible();
  await expect(overlay.getByRole("link", { name: "Best Sedans" })).toBeVisible();
  await expectNoAxeViolations(page);
  await overlay.getByRole("link", { name: "Best Sedans" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Best Sedans" })).toBeVisible();
});

test("§2.4 ReviewSidebar opens the review picker (search-open)", async ({ page }, testInfo) => {
  await openHydrated(page, "/toyota#ReviewSidebar");
  const dialog = page.getByRole("dialog", { name: testInfo.project.name === "mobile" ? "Select Brand" : "Research a Car" });
  await expect(dialog).toBeVisible();
  if (testInfo.project.name === "mobile") {
    // §2.5 review mode: Brand and Body Type tabs.
    await expect(dialog.getByRole("tab", { name: "Brand" })).toBeVisible();
    await expect(dialog.getByRole("tab", { name: "Body Type" })).toBeVisible();
  } else {
    // §2.5 three-step variant.
    await expect(dialog.getByText("Select Body Style & Engine")).toBeVisible();
  }
  await dialog.getByRole("button", { name: "Honda", exact: true }).click();
  if (testInfo.project.name === "desktop") {
    // §2.5 the body-style tab strip of step 2.
    await dialog.getByRole("tab", { name: "Sedan" }).click();
  }
  await expect(dialog.getByRole("button", { name: "Accord" })).toBeVisible();
  await expectNoAxeViolations(page);
});

test("§2.1 an unknown path answers 404", async ({ page }) => {
  const response = await page.goto("/no-such-research-page");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
  await expectNoAxeViolations(page);
});

test("§2.1 VIN_COMPARE: a visitor's saved cars side by side from the compare page", async ({ page, request }, testInfo) => {
  // Two cars saved under one visitor cookie id (§6 saved_id), each project its own pair.
  const query = `data=${encodeURIComponent(`sort=price_asc&page=${testInfo.project.name === "mobile" ? 3 : 2}`)}`;
  const listings = (await (await request.get(`/api/inventory/listingdata?${query}`)).json()) as { vins: { _id: string; vin_name: string }[] };
  const cars = listings.vins.slice(0, 2);
  expect(cars).toHaveLength(2);
  let cookieId: string | undefined;
  for (const car of cars) {
    const saved = await request.post("/api/save_cookie_data", { data: { type: "vin", data: car._id, ...(cookieId ? { cookie_id: cookieId } : {}) } });
    cookieId = ((await saved.json()) as { cookie_id: string }).cookie_id;
  }
  await page.addInitScript((id) => window.localStorage.setItem("saved_id", id), cookieId ?? "");

  await openHydrated(page, "/car-compare");
  await page.getByRole("link", { name: "Compare your saved cars" }).click();
  await expect(page).toHaveURL(new RegExp(`/car-compare/(${cars[0]!._id}-vs-${cars[1]!._id}|${cars[1]!._id}-vs-${cars[0]!._id})$`));
  await expect(page.getByRole("heading", { level: 1, name: "Compare 2 cars for sale" })).toBeVisible();
  const table = page.getByRole("table", { name: "Cars for sale side by side" });
  for (const car of cars) await expect(table.getByRole("columnheader", { name: car.vin_name })).toBeVisible();
  await expect(table.getByRole("rowheader", { name: "Price" })).toBeVisible();
  await expectNoAxeViolations(page);
});

test("build & price: the chosen build is in the URL, so a reload or a shared link shows the same build (issue #15)", async ({ page, browser }, testInfo) => {
  await openHydrated(page, "/toyota/camry");
  await page.getByRole("list", { name: "Toyota Camry model years" }).getByRole("link").first().click();
  await expect(page).toHaveURL(/\/toyota\/camry\/\d{4}$/);
  await page.getByRole("link", { name: "Build & Price" }).click();
  await expect(page.getByRole("heading", { level: 1, name: /^Build & Price the / })).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");

  // A trim with packages to add: the next trims' equipment (the top trim has none).
  const trims = page.getByRole("group", { name: "Trim" }).getByRole("radio");
  const options = page.getByRole("group", { name: "Packages" }).getByRole("checkbox");
  // click, not check(): the choice follows the URL, which changes just after the click
  for (let index = (await trims.count()) - 1; index >= 0 && (await options.count()) === 0; index -= 1) await trims.nth(index).click();
  const option = options.first();
  await option.click();
  await expect(option).toBeChecked();
  await expect(page).toHaveURL(/\/build\?trim=[^&]+&package=[^&]+$/);
  const chosenTrim = (shown: typeof page) => shown.getByRole("group", { name: "Trim" }).getByRole("radio", { checked: true });
  const built = {
    trim: await chosenTrim(page).getAttribute("value"),
    option: await option.getAttribute("value"),
    msrp: await page.getByTestId("build-msrp").textContent(),
  };
  await expectNoAxeViolations(page);

  const sameBuild = async (shown: typeof page) => {
    await expect(chosenTrim(shown)).toHaveAttribute("value", built.trim ?? "");
    await expect(shown.getByRole("checkbox", { checked: true })).toHaveAttribute("value", built.option ?? "");
    await expect(shown.getByTestId("build-msrp")).toHaveText(built.msrp ?? "");
  };
  await page.reload();
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  await sameBuild(page);
  // One canonical URL for the page, whatever the build.
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/toyota\/camry\/\d{4}\/build$/);

  // A shared link is rendered with the build on the server: the same build without JavaScript.
  const { userAgent, viewport } = testInfo.project.use;
  const shared = await browser.newContext({ javaScriptEnabled: false, ...(userAgent ? { userAgent } : {}), ...(viewport ? { viewport } : {}) });
  const sharedPage = await shared.newPage();
  await sharedPage.goto(page.url());
  await sameBuild(sharedPage);
  await shared.close();
});

test("#27.8 build & price of a pickup offers the catalogue's engine, drive, cab and bed, each at a price of its own", async ({ page }) => {
  await openHydrated(page, "/ford/f-150/2024/build?trim=XL");
  const radios = (group: string) => page.getByRole("group", { name: group }).getByRole("radio");
  await expect(radios("Cab")).toHaveCount(3);
  await expect(radios("Drive")).toHaveCount(2);
  await expect(page.getByRole("group", { name: "Engine" })).toContainText("2.7L V6 Twin Turbo, 325 hp");
  const msrp = page.getByTestId("build-msrp");
  await expect(msrp).toHaveText("$36,570");
  // click, not check(): the choice follows the URL, which changes just after the click
  await page
    .getByRole("group", { name: "Cab" })
    .getByRole("radio", { name: /^SuperCrew/ })
    .click();
  await expect(page).toHaveURL(/\/build\?trim=XL&cab=SuperCrew$/);
  await expect(radios("Bed")).toHaveCount(2);
  await expect(msrp).toHaveText("$42,565");
  await expect(page.getByRole("list", { name: "Your build" })).toContainText("SuperCrew: +$5,995 (estimate)");
  await expectNoAxeViolations(page);
});

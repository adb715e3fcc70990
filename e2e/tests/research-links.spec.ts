import { expect, test } from "../fixtures/test.js";
import { expectNoAxeViolations } from "../fixtures/axe.js";
import { openHydrated } from "../fixtures/pages.js";

// Issue #27 "What a reader still trips on": the ways into research and between research and shopping, on both apps.

test("#27.1 the header's Research entry opens the review picker (§2.4 ReviewSidebar), with rankings and compare beside it", async ({ page }, testInfo) => {
  const mobile = testInfo.project.name === "mobile";
  await openHydrated(page, "/used-cars?utm_source=news");
  if (mobile) {
    await page.getByRole("button", { name: "Open menu" }).click();
    await page.getByRole("dialog", { name: "Menu" }).getByRole("link", { name: "Research" }).click();
    await expect(page.getByRole("dialog", { name: "Menu" })).toBeHidden();
  } else {
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Research" }).click();
  }
  await expect(page).toHaveURL(/\/used-cars\?utm_source=news#ReviewSidebar$/);
  const dialog = page.getByRole("dialog", { name: mobile ? "Select Brand" : "Research a Car" });
  await expect(dialog).toBeVisible();
  const more = dialog.getByRole("navigation", { name: "More research" });
  await expect(more.getByRole("link", { name: "Compare cars" })).toHaveAttribute("href", "/car-compare?utm_source=news");
  await expectNoAxeViolations(page);
  await more.getByRole("link", { name: "Rankings by body style" }).click();
  await expect(page.getByRole("dialog", { name: "Body Styles" })).toBeVisible();
});

test("#27.3 §2.5 the review and ranking pickers' links keep the current query parameters", async ({ page }, testInfo) => {
  const kept = "?utm_source=news&zip=10001";
  await openHydrated(page, `/toyota${kept}#ReviewSidebar`);
  const review = page.getByRole("dialog", { name: testInfo.project.name === "mobile" ? "Select Brand" : "Research a Car" });
  await review.getByRole("button", { name: "Honda", exact: true }).click();
  if (testInfo.project.name === "desktop") await review.getByRole("tab", { name: "Sedan" }).click();
  await review.getByRole("button", { name: "Accord" }).click();
  if (testInfo.project.name === "mobile") {
    // The phone's picker opens the model's page, its years listed there.
    await expect(page).toHaveURL(new RegExp(`/honda/accord\\${kept}$`));
  } else {
    const year = review.getByRole("link", { name: /^20\d\d Accord$/ }).first();
    await expect(year).toHaveAttribute("href", new RegExp(`^/honda/accord/20\\d\\d\\${kept}$`));
  }

  await openHydrated(page, `/suv${kept}#RankingSidebar`);
  const rankings = page.getByRole("dialog", { name: "Body Styles" });
  await rankings.getByRole("button", { name: "SUV", exact: true }).click();
  await expect(rankings.getByRole("link", { name: "Best SUVs" })).toHaveAttribute("href", `/suv${kept}`);
});

test("#27.10 the compare page's picker keeps the page as wide as the screen once a brand is chosen", async ({ page }) => {
  await openHydrated(page, "/car-compare");
  await expect(page.locator("[data-picker-ready]")).toBeVisible();
  await page.getByRole("button", { name: "Toyota", exact: true }).click();
  await expect(page.getByRole("tab", { name: "SUV" })).toBeVisible();
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth }));
  expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
});

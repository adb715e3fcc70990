import { expect, test } from "@playwright/test";
import { openHydrated } from "../fixtures/pages.js";

// Labels a shopper reads (issue #15), on both apps.

test("§4/§9 filter chips read as shoppers say them: 'SUV', 'Over $100,000', 'Within 10 miles'", async ({ page }) => {
  await page.goto("/used-cars?body_type=suv&dealer_price=100000-&zip=10001&radius=10");
  const chips = page.getByRole("navigation", { name: "Chosen filters" });
  await expect(chips.getByRole("link", { name: "Remove SUV" })).toBeVisible();
  await expect(chips.getByRole("link", { name: "Remove Over $100,000" })).toBeVisible();
  await expect(chips.getByRole("link", { name: "Remove Within 10 miles" })).toBeVisible();
});

test("the header's location icon is a drawing, not an emoji the system font may lack; Sign In stays on one line", async ({ page }) => {
  await openHydrated(page, "/");
  const zip = page.getByRole("banner").getByRole("button", { name: /ZIP|Set ZIP/ });
  await expect(zip.locator("svg")).toHaveCount(1);
  expect(await zip.textContent()).not.toMatch(/\p{Extended_Pictographic}/u);
  const signIn = page.getByRole("banner").getByRole("link", { name: "Sign In" });
  expect(await signIn.evaluate((link) => link.getClientRects().length)).toBe(1);
});

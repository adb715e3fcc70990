import { expect, test } from "../fixtures/test.js";
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
  expect(await zip.textContent()).not.toMatch(/\p{Extended_Pictographic}/u);
  const pin = zip.locator("[aria-hidden=true]");
  expect(await pin.evaluate((icon) => getComputedStyle(icon).maskImage)).toContain("data:image/svg+xml");
  expect((await pin.boundingBox())?.width).toBeGreaterThan(0);
  const signIn = page.getByRole("banner").getByRole("link", { name: "Sign In" });
  expect(await signIn.evaluate((link) => link.getClientRects().length)).toBe(1);
});

test("§2.1 link previews: Open Graph and Twitter card tags with the page's picture on search and vehicle pages (issue #15)", async ({ page }) => {
  await page.goto("/used-cars?zip=10001");
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", /for Sale/);
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute("content", /^http/);
  const vehicle = await page
    .getByRole("main")
    .getByRole("link", { name: /^\d{4} / })
    .first()
    .getAttribute("href");
  await page.goto(vehicle ?? "/");
  await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute("content", "summary_large_image");
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute("content", /^http/);
});

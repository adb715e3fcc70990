import { expect, test } from "../fixtures/test.js";
import { heartOf, pickCar, signIn, signUp, uniqueEmail, verifyByEmail } from "../fixtures/accounts.js";
import { expectNoAxeViolations } from "../fixtures/axe.js";
import { expectFillsItsCell } from "../fixtures/layout.js";
import { openHydrated } from "../fixtures/pages.js";

// Saved cars for visitors and users (§3, §4, §6): /myaccount/saved is open to visitors (ADR 161).

test("§6 a visitor's saved car is on the saved page and survives sign-up into the account", async ({ page, request }, testInfo) => {
  const car = await pickCar(request, testInfo, 4);
  // §4: a visitor's heart moves the card's saved-car count by one, as a signed-in shopper's does.
  await openHydrated(page, car.url);
  const heart = heartOf(page, car.vin_name);
  const before = Number((await heart.textContent())?.match(/\d+$/)?.[0]);
  await heart.click();
  await expect(page.getByText("Vin saved successfully!")).toBeVisible();
  await expect(heart).toHaveAccessibleName(new RegExp(`, saved by ${before + 1}$`));
  await page.reload();
  await expect(heart).toHaveAccessibleName(new RegExp(`, saved by ${before + 1}$`));

  await openHydrated(page, "/myaccount/saved");
  await expect(page.getByRole("heading", { level: 1, name: "Saved Cars" })).toBeVisible();
  // §3: the visitor's saved car is a card with its name, price and picture, not a bare 'VIN …' link.
  const card = page.getByRole("article", { name: car.vin_name });
  await expect(card.getByRole("link", { name: car.vin_name })).toHaveAttribute("href", new RegExp(`vin=${car._id}$`));
  await expect(card.getByText(/^\$[\d,]+$|^No Dealer Price$/)).toBeVisible();
  await expect(card.locator("img")).toBeVisible();
  // The kit's listing card fills its cell (issue #15), not the carousels' fixed 220 px.
  await expectFillsItsCell(card);
  await expectNoAxeViolations(page);

  const email = uniqueEmail(testInfo, "visitor");
  await signUp(page, email);
  await verifyByEmail(page, request, email);
  await signIn(page, email, undefined, "/sign-in?redirect=%2Fmyaccount%2Fsaved");
  await expect(page).toHaveURL(/\/myaccount\/saved$/);
  await expect(page.getByRole("link", { name: car.vin_name })).toHaveAttribute("href", new RegExp(`^/(new|used)-cars\\?vin=${car._id}$`));

  // §4 removing it from the saved page with the card's heart: 'Vin removed from saved list.'
  await heartOf(page, car.vin_name).click();
  await expect(page.getByText("Vin removed from saved list.")).toBeVisible();
  await expect(page.getByRole("link", { name: car.vin_name })).toHaveCount(0);
});

import { expect, test } from "../fixtures/test.js";
import { pickCar, saveCar, signIn, signUp, uniqueEmail, verifyByEmail } from "../fixtures/accounts.js";
import { expectNoAxeViolations } from "../fixtures/axe.js";
import { openHydrated } from "../fixtures/pages.js";

// Saved cars for visitors and users (§3, §4, §6): /myaccount/saved is open to visitors (ADR 161).

test("§6 a visitor's saved car is on the saved page and survives sign-up into the account", async ({ page, request }, testInfo) => {
  const car = await pickCar(request, testInfo, 4);
  await saveCar(page, car);

  await openHydrated(page, "/myaccount/saved");
  await expect(page.getByRole("heading", { level: 1, name: "Saved Cars" })).toBeVisible();
  await expect(page.getByRole("link", { name: new RegExp(`${car.vin_name}|VIN ${car._id}`) })).toHaveAttribute("href", new RegExp(`vin=${car._id}$`));
  await expectNoAxeViolations(page);

  const email = uniqueEmail(testInfo, "visitor");
  await signUp(page, email);
  await verifyByEmail(page, request, email);
  await signIn(page, email, undefined, "/sign-in?redirect=%2Fmyaccount%2Fsaved");
  await expect(page).toHaveURL(/\/myaccount\/saved$/);
  await expect(page.getByRole("link", { name: car.vin_name })).toHaveAttribute("href", new RegExp(`^/(new|used)-cars\\?vin=${car._id}$`));

  // §4 removing it from the saved page: 'Vin removed from saved list.'
  await page.getByRole("button", { name: `Remove ${car.vin_name}` }).click();
  await expect(page.getByText("Vin removed from saved list.")).toBeVisible();
  await expect(page.getByRole("link", { name: car.vin_name })).toHaveCount(0);
});

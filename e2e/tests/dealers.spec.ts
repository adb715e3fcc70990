import type { Locator } from "@playwright/test";
import { expect, test } from "../fixtures/test.js";
import { expectNoAxeViolations } from "../fixtures/axe.js";
import { openHydrated } from "../fixtures/pages.js";

// Dealer pages (§2.1 DEALERS, DEALER_INVENTORY, DEALER_REVIEWS, DEALER_WRITE_REVIEW; §3, §4, §7, §8) on both apps.

async function count(button: Locator): Promise<number> {
  return Number(/\((\d+)\)/.exec(await button.innerText())?.[1]);
}

test("§2.1 dealers near a ZIP → a dealer's hours and inventory → vote on a review → write a review", async ({ page }, testInfo) => {
  // One long journey over four pages on a shared, busy machine: more than the default 30 s budget.
  test.setTimeout(120_000);
  await openHydrated(page, "/dealers?zip=10001");
  await expect(page.getByRole("heading", { level: 1, name: "Car Dealers near 10001" })).toBeVisible();
  const first = page.getByRole("list", { name: "Dealers" }).getByRole("article").first();
  await expect(first.getByText(/^\d+ miles? away$/)).toBeVisible();
  await expect(first.getByText(/^(OPEN TODAY|CLOSED TODAY)/)).toBeVisible();
  await expectNoAxeViolations(page);

  const name = await first.getByRole("heading").innerText();
  await first.getByRole("link", { name }).click();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  const hours = page.getByRole("region", { name: "Opening Hours" });
  await expect(hours.getByRole("row")).toHaveCount(7);
  await expect(hours.getByRole("row", { name: /Monday/ })).toBeVisible();
  const info = page.getByRole("region", { name: "Dealer Information" });
  await expect(info.getByRole("link", { name: "Get Directions" })).toHaveAttribute("href", /google\.com\/maps\/dir\/\?api=1&destination=/);
  await expect(
    info
      .getByRole("link")
      .filter({ hasText: /\(\d{3}\) \d{3}-\d{4}/ })
      .first(),
  ).toHaveAttribute("href", /^tel:/);

  // Inventory: cards link to the vehicle page; Check Availability opens the lead popup for that car.
  const car = page.getByRole("list", { name: "Cars for sale" }).getByRole("article").first();
  await expect(car.getByRole("link").first()).toHaveAttribute("href", /\?vin=[A-HJ-NPR-Z0-9]{17}$/);
  const carName = (await car.getAttribute("aria-label")) ?? "";
  await car.getByRole("button", { name: /Check Availability/ }).click();
  const popup = page.getByRole("dialog", { name: "Check Availability" });
  await expect(popup.getByText(`Your request will be sent to ${name} only.`)).toBeVisible();
  await expect(popup.getByText(carName, { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.keyboard.press("Escape");
  await expect(popup).toBeHidden();

  // §7 votes: one per visitor, kept after a reload. Each project votes on its own review (they run at once), counted
  // from the oldest: the reviews this journey writes come first, newest first, and would shift a count from the top.
  await page
    .getByRole("navigation", { name: "Dealer pages" })
    .getByRole("link", { name: /^Reviews/ })
    .click();
  await expect(page.getByRole("heading", { level: 2, name: `Reviews of ${name}` })).toBeVisible();
  const review = page
    .getByRole("list", { name: "Reviews" })
    .getByRole("article")
    .nth(testInfo.project.name === "mobile" ? -2 : -1);
  const like = review.getByRole("button", { name: /^Like/ });
  const dislike = review.getByRole("button", { name: /^Dislike/ });
  const likes = await count(like);
  const dislikes = await count(dislike);
  await like.click();
  await expect(like).toHaveAttribute("aria-pressed", "true");
  await expect(like).toHaveText(`Like (${likes + 1})`);
  await dislike.click();
  await expect(dislike).toHaveAttribute("aria-pressed", "true");
  await expect(like).toHaveAttribute("aria-pressed", "false");
  await expect(like).toHaveText(`Like (${likes})`);
  await expect(dislike).toHaveText(`Dislike (${dislikes + 1})`);
  // The press shows at once; the reload must wait for the API to take it (the buttons are busy until then).
  await expect(review.locator("button[aria-busy=true]")).toHaveCount(0);
  await page.reload();
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  await expect(dislike).toHaveAttribute("aria-pressed", "true");
  await expect(dislike).toHaveText(`Dislike (${dislikes + 1})`);
  await expectNoAxeViolations(page);

  // Write a review: messages under the fields first, then the success state.
  await page.getByRole("navigation", { name: "Dealer pages" }).getByRole("link", { name: "Write a Review" }).click();
  const form = page.getByRole("form", { name: "Write a review" });
  await form.getByLabel("Title").fill("Friendly and quick");
  await form.getByLabel("Your review").fill("Too short.");
  await form.getByLabel("Your name").fill("Jane Doe");
  await form.getByLabel("Email (never shown)").fill(`jane-${testInfo.project.name}-${Date.now()}@example.com`);
  await form.getByRole("button", { name: "Post Review" }).click();
  await expect(form.getByText("Please rate from 1 to 5 stars.")).toBeVisible();
  await expect(form.getByText("Review must be 20 to 2000 characters.")).toBeVisible();
  await expect(form.getByLabel("Your review")).toHaveAttribute("aria-invalid", "true");
  await expect(form.getByLabel("Title")).toHaveValue("Friendly and quick");
  await expectNoAxeViolations(page);
  await form.getByRole("radio", { name: "5 stars" }).check();
  // Each project, and each retry, writes its own words: the same text twice from one address is held as a repeat (ADR 218).
  const visit = `${testInfo.project.name}, visit ${testInfo.repeatEachIndex * 10 + testInfo.retry + 1}`;
  await form.getByLabel("Your review").fill(`They had the car ready and the paperwork took twenty minutes (${visit}).`);
  await form.getByRole("button", { name: "Post Review" }).click();
  await expect(page.getByRole("status").getByText("Thank you! Your review has been posted.")).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole("link", { name: "Read the reviews" }).click();
  await expect(page.getByRole("list", { name: "Reviews" }).getByRole("heading", { name: "Friendly and quick" }).first()).toBeVisible();
});

test("ADR 218 a review with a link is held for moderation: its author is told so and it is not listed", async ({ page }, testInfo) => {
  await openHydrated(page, "/dealers?zip=10001");
  await page.getByRole("list", { name: "Dealers" }).getByRole("article").first().getByRole("heading").getByRole("link").click();
  await page.getByRole("navigation", { name: "Dealer pages" }).getByRole("link", { name: "Write a Review" }).click();
  const form = page.getByRole("form", { name: "Write a review" });
  const title = `Better prices elsewhere ${testInfo.project.name}`;
  await form.getByRole("radio", { name: "1 star" }).check();
  await form.getByLabel("Title").fill(title);
  await form.getByLabel("Your review").fill("Find the same cars cheaper at www.other-cars.example today.");
  await form.getByLabel("Your name").fill("Sam Spammer");
  await form.getByLabel("Email (never shown)").fill(`sam-${testInfo.project.name}-${Date.now()}@example.com`);
  await form.getByRole("button", { name: "Post Review" }).click();
  await expect(page.getByRole("status").getByText("Thank you! Your review is held for moderation and will appear once a moderator approves it.")).toBeVisible();
  await page.getByRole("link", { name: "Read the reviews" }).click();
  await expect(page.getByRole("heading", { level: 2, name: /^Reviews of / })).toBeVisible();
  await expect(page.getByRole("heading", { name: title })).toHaveCount(0);
});

test("§7 a vote the API refuses is rolled back with a notice", async ({ page }) => {
  await page.route("**/api/dealer-user-reviews/**", (route) =>
    route.fulfill({ status: 404, contentType: "application/json", body: JSON.stringify({ status: 0, message: "Review not found." }) }),
  );
  await openHydrated(page, "/dealers?zip=10001");
  await page.getByRole("list", { name: "Dealers" }).getByRole("article").first().getByRole("heading").getByRole("link").click();
  await page
    .getByRole("navigation", { name: "Dealer pages" })
    .getByRole("link", { name: /^Reviews/ })
    .click();
  const like = page.getByRole("list", { name: "Reviews" }).getByRole("article").first().getByRole("button", { name: /^Like/ });
  const likes = await count(like);
  await like.click();
  await expect(page.getByText("Review not found.")).toBeVisible();
  await expect(like).toHaveAttribute("aria-pressed", "false");
  await expect(like).toHaveText(`Like (${likes})`);
});

test("§5 a bad ZIP says 'Invalid zipcode'; §8 an unknown dealer is a real 404", async ({ page }) => {
  await openHydrated(page, "/dealers?zip=123");
  const main = page.getByRole("main");
  await expect(main.getByRole("textbox", { name: "Zip code", exact: true })).toHaveAttribute("aria-invalid", "true");
  await expect(main.getByText("Invalid zipcode")).toBeVisible();
  await expectNoAxeViolations(page);
  const response = await page.goto("/dealers/999999");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
});

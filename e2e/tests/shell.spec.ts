import { expect, test } from "../fixtures/test.js";
import { expectNoAxeViolations } from "../fixtures/axe.js";
import { openHydrated } from "../fixtures/pages.js";

test("the device gets its own app, server-rendered and hydrated", async ({ page }, testInfo) => {
  await openHydrated(page, "/");
  await expect(page.locator("html")).toHaveAttribute("data-app", testInfo.project.name);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expectNoAxeViolations(page);
});

test("?view= opens the other app and is remembered", async ({ page }, testInfo) => {
  const other = testInfo.project.name === "mobile" ? "desktop" : "mobile";
  await openHydrated(page, `/?view=${other}`);
  await expect(page.locator("html")).toHaveAttribute("data-app", other);
  await openHydrated(page, "/");
  await expect(page.locator("html")).toHaveAttribute("data-app", other);
});

test("the API answers under /api on the same origin", async ({ request }) => {
  const health = await request.get("/api/health");
  expect(health.ok()).toBe(true);
  // Its details (the database engine) are for the metrics port only (issue #25.9).
  expect(await health.json()).toEqual({ status: "ok" });
});

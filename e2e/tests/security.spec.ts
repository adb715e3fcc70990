import { expect, test } from "../fixtures/test.js";
import { openHydrated } from "../fixtures/pages.js";

// The Content-Security-Policy in the browser (ADR 213); every other journey checks that it reports no violation.

test("ASVS V3.4.3: an injected inline script without the page's nonce is refused, and the check sees the report", async ({ page, cspViolations }) => {
  await openHydrated(page, "/");
  const ran = await page.evaluate(() => {
    const script = document.createElement("script");
    script.textContent = "document.documentElement.dataset.injected = 'ran'";
    document.body.append(script);
    return document.documentElement.dataset.injected === "ran";
  });
  expect(ran).toBe(false);
  await expect.poll(() => cspViolations.length).toBeGreaterThan(0);
  // Refused on purpose: this journey's own report is not a failure.
  cspViolations.length = 0;
});

for (const path of ["/api/docs", "/api/docs/"]) {
  test(`the API's documentation renders at ${path} under the policy, grouped by the contract's tags (issue #16)`, async ({ page }) => {
    await page.goto(path);
    // Swagger UI draws the page from a 1 MB script and the fetched document: seconds on a busy machine.
    await expect(page.getByRole("heading", { name: /CarMarket API/ })).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole("heading", { name: /^research/ })).toBeVisible();
    await page
      .getByRole("button", { name: /\/api\/health/ })
      .first()
      .click();
    await expect(page.getByRole("button", { name: "Try it out" })).toBeVisible();
  });
}

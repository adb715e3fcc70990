import { expect, test } from "../fixtures/test.js";
import { signedInAccount, signIn, uniqueEmail } from "../fixtures/accounts.js";
import { expectNoAxeViolations } from "../fixtures/axe.js";
import { openHydrated } from "../fixtures/pages.js";

// Issue #25 item 1 (ADR 316): strangers guessing an account's password slow themselves down, never its owner.

test("#25.1 an attacker's burst of wrong passwords from other addresses, then the owner signs in", async ({ page, request }, testInfo) => {
  const email = uniqueEmail(testInfo, "attacked");
  await signedInAccount(page, request, email);
  await page.getByRole("main").getByRole("button", { name: "Sign Out" }).click();
  await expect(page).toHaveURL(/\/$/);

  // The attacker: 40 wrong passwords, each from an address of its own (the server trusts this proxy's X-Forwarded-For).
  const statuses: number[] = [];
  for (let i = 0; i < 40; i += 1) {
    const answer = await request.post("/api/auth/sign-in", {
      data: { email, password: `Guess${i}!Wrong` },
      headers: { "x-forwarded-for": `203.0.113.${i + 1}` },
    });
    statuses.push(answer.status());
  }
  // The free failures are checked; past them each guess must wait its growing delay, so most of the burst is refused
  // (how many depends on the machine's speed; the waits themselves are held by sign-in-throttle.test.ts).
  expect(statuses.slice(0, 6)).toEqual([401, 401, 401, 401, 401, 401]);
  expect(statuses.filter((status) => status === 429).length).toBeGreaterThan(20);
  expect(statuses.every((status) => status === 401 || status === 429)).toBe(true);

  // The owner, in the browser the account signed in on, gets in at once.
  await signIn(page, email);
  await expect(page.getByText("Authentication Successful!")).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: "My Account" })).toBeVisible();
});

test("#25.1 the owner of an account under attack is emailed once, with the way back in", async ({ page, request }, testInfo) => {
  const email = uniqueEmail(testInfo, "warned");
  await signedInAccount(page, request, email);
  for (let i = 0; i < 12; i += 1) {
    await request.post("/api/auth/sign-in", { data: { email, password: `Guess${i}!Wrong` }, headers: { "x-forwarded-for": `198.51.100.${i + 1}` } });
  }
  const { emails } = (await (await request.get("/api/dev/mailbox.json")).json()) as { emails: { to_address: string; subject: string; text: string }[] };
  const warnings = emails.filter((mail) => mail.to_address === email && mail.subject === "Someone is trying to sign in to your CarMarket account");
  expect(warnings).toHaveLength(1);
  expect(warnings[0]!.text).toContain("/forgot-password");
  await openHydrated(page, "/myaccount");
  await expectNoAxeViolations(page);
});

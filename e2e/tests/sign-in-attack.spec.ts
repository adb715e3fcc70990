import { expect, test } from "../fixtures/test.js";
import { signedInAccount, signIn, uniqueEmail, PASSWORD } from "../fixtures/accounts.js";
import { expectNoAxeViolations } from "../fixtures/axe.js";
import { openHydrated } from "../fixtures/pages.js";

// Issue #25 item 1 (ADR 316): strangers guessing an account's password slow themselves down, never its owner.

const SLOWED = "Too many wrong passwords for this account. Please wait a few minutes, or reset your password to sign in now.";

test("#25.1 an attacker's burst of wrong passwords from other addresses, then the owner signs in", async ({ page, request, browser }, testInfo) => {
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
  expect(statuses.slice(0, 6)).toEqual([401, 401, 401, 401, 401, 401]);
  expect(statuses.slice(6).every((status) => status === 429)).toBe(true);

  // The owner, in the browser the account signed in on, gets in at once.
  await signIn(page, email);
  await expect(page.getByText("Authentication Successful!")).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: "My Account" })).toBeVisible();

  // A browser the account has never signed in on is asked to wait, even with the right password, and told why.
  const stranger = await browser.newContext({ ...testInfo.project.use });
  const other = await stranger.newPage();
  await signIn(other, email, PASSWORD);
  await expect(other.getByText(SLOWED)).toBeVisible();
  await expect(other).toHaveURL(/\/sign-in$/);
  await stranger.close();
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

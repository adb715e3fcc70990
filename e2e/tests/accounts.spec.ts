import { expect, test } from "../fixtures/test.js";
import { mailedLink, pickCar, saveCar, signedInAccount, signIn, signUp, uniqueEmail, verifyByEmail, PASSWORD } from "../fixtures/accounts.js";
import { expectNoAxeViolations } from "../fixtures/axe.js";
import { openHydrated } from "../fixtures/pages.js";

// Account screens (§2.9) on both apps, against the real API and its outbox (dev mailbox).

const RULE = "Password must be at least 8 characters long, contain at least one uppercase letter, one lowercase letter, one number, and one special character.";

test("§2.9 sign up → unverified sign-in offers resend → verify by the emailed link → sign in → save a car → sign out → sign in again and find it", async ({
  page,
  request,
}, testInfo) => {
  const email = uniqueEmail(testInfo, "journey");
  const car = await pickCar(request, testInfo, 3);
  await signUp(page, email);

  // §4 an unverified email offers the resend-verification button; §8 'Verification Mail Sent.'
  await signIn(page, email);
  await page.getByRole("button", { name: "Resend verification email" }).click();
  await expect(page.getByText("Verification Mail Sent.").first()).toBeVisible();

  await verifyByEmail(page, request, email);
  await expectNoAxeViolations(page);

  // §8 a wrong password reads 'Invalid email or password. Please try again.'
  await signIn(page, email, "Wrong9!password");
  await expect(page.getByText("Invalid email or password. Please try again.")).toBeVisible();

  await signIn(page, email);
  await expect(page.getByText("Authentication Successful!")).toBeVisible();
  await expect(page).toHaveURL(/\/myaccount$/);
  await expect(page.getByRole("heading", { level: 1, name: "My Account" })).toBeVisible();

  await saveCar(page, car);
  // Axe runs on freshly opened pages, not while a notice fades in.
  await openHydrated(page, "/myaccount");
  await expectNoAxeViolations(page);
  await page.getByRole("main").getByRole("button", { name: "Sign Out" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("link", { name: "Sign In" })).toBeVisible();

  await signIn(page, email);
  await expect(page.getByRole("heading", { level: 1, name: "My Account" })).toBeVisible();
  // §2.1 saved-car link: /new-cars?vin= or /used-cars?vin=
  await expect(page.getByRole("link", { name: car.vin_name })).toHaveAttribute("href", new RegExp(`^/(new|used)-cars\\?vin=${car._id}$`));
});

test("§5 change password: 'New Password' messages and a wrong current password; §8 details update", async ({ page, request }, testInfo) => {
  const email = uniqueEmail(testInfo, "change");
  await signedInAccount(page, request, email);

  await openHydrated(page, "/change-password");
  await expectNoAxeViolations(page);
  const change = async (old: string, next: string, confirm: string) => {
    await page.getByLabel("Current Password").fill(old);
    await page.getByLabel("New Password", { exact: true }).fill(next);
    await page.getByLabel("Confirm New Password").fill(confirm);
    await page.getByRole("button", { name: "Change Password" }).click();
  };
  await change(PASSWORD, "weak", "weak");
  await expect(page.getByText(`New ${RULE}`)).toBeVisible();
  await change(PASSWORD, "Another9!pass", "Another9!pasS");
  await expect(page.getByText("New Passwords do not match. Please try again.")).toBeVisible();
  await change("Wrong9!password", "Another9!pass", "Another9!pass");
  await expect(page.getByText("Your current password is incorrect. Please try again.")).toBeVisible();

  await openHydrated(page, "/myaccount/details");
  await expectNoAxeViolations(page);
  await page.getByLabel("Phone").fill("(555) 123-4567");
  await page.getByLabel("PayPal Account").fill("jane.pay@example.com");
  await page.getByRole("button", { name: "Save Details" }).click();
  await expect(page.getByText("User details updated successfully!")).toBeVisible();
});

test("§2.1 forgot password → emailed reset link → new password → /sign-in 1.5 s later → sign in", async ({ page, request }, testInfo) => {
  const email = uniqueEmail(testInfo, "reset");
  await signUp(page, email);
  await verifyByEmail(page, request, email);

  await openHydrated(page, "/forgot-password");
  await expectNoAxeViolations(page);
  await page.getByLabel("Email").fill(email);
  await page.getByRole("button", { name: "Send Reset Link" }).click();
  await expect(page.getByText("If an account exists for this email, we have sent a link to reset the password.")).toBeVisible();

  await openHydrated(page, await mailedLink(request, email, "/reset-password"));
  await expectNoAxeViolations(page);
  await page.getByLabel("New Password").fill("weak");
  await page.getByLabel("Confirm Password").fill("weak");
  await page.getByRole("button", { name: "Reset Password" }).click();
  await expect(page.getByText(RULE)).toBeVisible();
  await page.getByLabel("New Password").fill("Renewed9!pass");
  await page.getByLabel("Confirm Password").fill("Renewed9!pass");
  await page.getByRole("button", { name: "Reset Password" }).click();
  await expect(page.getByText("Your password has been reset. Please sign in.")).toBeVisible();
  await expect(page).toHaveURL(/\/sign-in$/);

  await signIn(page, email, "Renewed9!pass");
  await expect(page.getByRole("heading", { level: 1, name: "My Account" })).toBeVisible();
});

test("§5 sign-up alerts: 'are empty!', 'is empty!', the password rule, 'Passwords do not match. Please try again.'", async ({ page }) => {
  await openHydrated(page, "/sign-up");
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Sign Up" }).click();
  await expect(page.getByText("First Name, Last Name, Email, Password and Confirm Password are empty!")).toBeVisible();
  await page.getByLabel("First Name").fill("Jane");
  await page.getByLabel("Last Name").fill("Doe");
  await page.getByLabel("Password", { exact: true }).fill("weak");
  await page.getByLabel("Confirm Password").fill("weak");
  await page.getByRole("button", { name: "Sign Up" }).click();
  await expect(page.getByText("Email is empty!")).toBeVisible();
  await page.getByLabel("Email").fill("jane@example.com");
  await page.getByRole("button", { name: "Sign Up" }).click();
  await expect(page.getByText(RULE)).toBeVisible();
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByLabel("Confirm Password").fill(`${PASSWORD}x`);
  await page.getByRole("button", { name: "Sign Up" }).click();
  await expect(page.getByText("Passwords do not match. Please try again.")).toBeVisible();
});

test("§6 account pages send visitors to /sign-in and back", async ({ page }) => {
  await page.goto("/myaccount/details");
  await expect(page).toHaveURL(/\/sign-in\?redirect=%2Fmyaccount%2Fdetails$/);
  await expect(page.getByRole("heading", { level: 1, name: "Sign In" })).toBeVisible();
  await expectNoAxeViolations(page);
});

test("/myaccount lists the price-drop alerts sent to the account and stops one; a saved search's daily email turns off and stays off", async ({
  page,
  request,
}, testInfo) => {
  const email = uniqueEmail(testInfo, "alerts");
  const car = await pickCar(request, testInfo, 5);
  await signedInAccount(page, request, email);
  await expect(page).toHaveURL(/\/myaccount$/);

  // Subscribed from the car page's form (vehicle journeys cover it) and a search saved with the session.
  expect((await request.post("/api/alerts/price-drop", { data: { vin: car._id, email } })).ok()).toBe(true);
  const searchUrl = "/used-cars/toyota";
  expect((await page.request.post("/api/user/saved/searches", { data: { search_url: searchUrl } })).ok()).toBe(true);

  await openHydrated(page, "/myaccount");
  const alerts = page.getByRole("region", { name: "Price-Drop Alerts" });
  await expect(alerts.getByRole("link", { name: car.vin_name })).toHaveAttribute("href", new RegExp(`^/(new|used)-cars\\?vin=${car._id}$`));
  const digest = page.getByRole("checkbox", { name: "Email me new matches of Used Cars › Toyota" });
  await expect(digest).toBeChecked();
  await expectNoAxeViolations(page);

  await alerts.getByRole("button", { name: `Stop alert for ${car.vin_name}` }).click();
  await expect(page.getByText("You will no longer receive price-drop emails for this car.")).toBeVisible();
  await expect(alerts.getByText("You have no price-drop alerts.", { exact: false })).toBeVisible();

  // The box follows the server's answer, like the communication preference.
  await digest.click();
  await expect(page.getByText("You will no longer receive emails for this search.")).toBeVisible();
  await expect(digest).not.toBeChecked();
  await openHydrated(page, "/myaccount");
  await expect(page.getByRole("checkbox", { name: "Email me new matches of Used Cars › Toyota" })).not.toBeChecked();
  await expect(page.getByRole("region", { name: "Price-Drop Alerts" }).getByRole("link")).toHaveCount(0);
});

test("§6 a session ended on another device: the account link leads to /sign-in, the header offers Sign In again and stays so", async ({
  page,
  request,
  browser,
}, testInfo) => {
  const email = uniqueEmail(testInfo, "elsewhere");
  await signedInAccount(page, request, email);
  await openHydrated(page, "/news");

  // Another device signs in and changes the password, which ends every other session.
  const other = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
  expect((await other.request.post("/api/auth/sign-in", { data: { email, password: PASSWORD } })).ok()).toBe(true);
  const changed = await other.request.post("/api/auth/change-password", {
    data: { old_password: PASSWORD, new_password: "Another9!pass", confirm_password: "Another9!pass" },
  });
  expect(changed.ok()).toBe(true);
  await other.close();

  await page.getByRole("banner").getByRole("link", { name: "My Account" }).click();
  await expect(page).toHaveURL(/\/sign-in\?redirect=%2Fmyaccount$/);
  await expect(page.getByRole("banner").getByRole("link", { name: "Sign In" })).toBeVisible();
  await openHydrated(page, "/news");
  await expect(page.getByRole("banner").getByRole("link", { name: "Sign In" })).toBeVisible();
});

test("#12 a signed-in shopper sent to /sign-in with a redirect off the site stays on it: /myaccount, never another host, never a 500", async ({
  page,
  request,
}, testInfo) => {
  await signedInAccount(page, request, uniqueEmail(testInfo, "redirect"));
  for (const redirect of ["/%09/evil.example", "/%09%5Cevil.example", "//evil.example", "/%0D%0A/x"]) {
    const response = await page.goto(`/sign-in?redirect=${redirect}`);
    expect(response?.status()).toBe(200);
    expect(new URL(page.url()).origin).toBe(new URL(testInfo.project.use.baseURL as string).origin);
    await expect(page).toHaveURL(/\/myaccount$/);
  }
});

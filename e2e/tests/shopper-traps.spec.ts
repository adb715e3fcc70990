import type { APIRequestContext, Page } from "@playwright/test";
import { pickCar, signedInAccount, uniqueEmail } from "../fixtures/accounts.js";
import { expectNoAxeViolations } from "../fixtures/axe.js";
import { boxOf } from "../fixtures/layout.js";
import { openHydrated } from "../fixtures/pages.js";
import { expect, test } from "../fixtures/test.js";

// What a shopper tripped on (issue #26), on both apps.

const results = (page: Page) => page.getByRole("heading", { level: 2, name: /results?$|0 results that matched/ });
const resultCount = async (page: Page) => {
  const text = (await results(page).textContent()) ?? "";
  return /^0 results/.test(text) ? 0 : Number(text.replace(/\D/g, ""));
};
const cards = (page: Page) => page.getByRole("list", { name: "Cars for sale" }).first().getByRole("article");
const chosen = (page: Page) => page.getByRole("navigation", { name: "Chosen filters" });
const notice = (page: Page, text: string | RegExp) => page.getByRole("status").filter({ hasText: text });
const data = (params: Record<string, string | number>) =>
  `data=${encodeURIComponent(new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)])).toString())}`;

/** 60601 (Chicago, IL), a seeded metro centre. */
const CHICAGO = { zip: "60601", city: "Chicago, IL" };
const LOOKUP = { timeout: 20_000 };

/** A car for sale that has a market value (§9), a different one per project. */
async function carWithMarketValue(request: APIRequestContext, testInfo: { project: { name: string } }): Promise<{ url: string; vin_name: string }> {
  const { vins } = (await (await request.get(`/api/inventory/listingdata?${data({ sort: "price_desc", page: 2, page_size: 50 })}`)).json()) as {
    vins: { url: string; vin_name: string; expected_price?: number }[];
  };
  const valued = vins.filter((car) => car.expected_price !== undefined);
  const car = valued[testInfo.project.name === "mobile" ? 1 : 0];
  if (!car) throw new Error("no car of the seed has a market value");
  return car;
}

async function setZipInHeader(page: Page, zip: string) {
  await page
    .getByRole("banner")
    .getByRole("button", { name: /Set ZIP|ZIP \d{5}/ })
    .click();
  const dialog = page.getByRole("dialog", { name: "Help Us Locate You!" });
  await dialog.getByLabel("Zip code").fill(zip);
  await dialog.getByRole("button", { name: /Submit|Update/ }).click();
  await expect(dialog).toBeHidden(LOOKUP);
}

test("#26.2 a ZIP set in the header reaches the listing page without a reload, from the cookie or the URL", async ({ page }) => {
  await openHydrated(page, "/used-cars");
  await expect(page.getByRole("heading", { level: 1 })).not.toContainText("near");
  await page.evaluate(() => document.documentElement.setAttribute("data-same-document", "yes"));
  await setZipInHeader(page, CHICAGO.zip);
  await expect(page.getByRole("heading", { level: 1 })).toContainText(`near ${CHICAGO.city}`, LOOKUP);
  await expect(page.locator("html")).toHaveAttribute("data-same-document", "yes");

  // A URL that names its ZIP moves to the one the header sets (the store holds Chicago's from the first half).
  await openHydrated(page, "/used-cars?zip=60601");
  await setZipInHeader(page, "10001");
  await expect(page).toHaveURL(/zip=10001/, LOOKUP);
  await expect(chosen(page).getByRole("link", { name: "Remove ZIP 10001" })).toBeVisible();
});

test("#26.3 typed gearbox words find cars; words naming no condition say so and offer new and certified", async ({ page }) => {
  for (const words of ["automatic", "stick shift"]) {
    await openHydrated(page, `/search?q=${encodeURIComponent(words)}`);
    const notUnderstood = notice(page, "Not understood");
    // A kind the seeded listings have finds cars; one they lack is said, never a silent 0.
    if ((await notUnderstood.count()) === 0) {
      await expect(
        chosen(page)
          .getByRole("link", { name: /^Remove Transmission: / })
          .first(),
      ).toBeVisible();
      expect(await resultCount(page)).toBeGreaterThan(0);
    } else await expect(notUnderstood).toHaveText(`Not understood: “${words}”`);
  }

  await openHydrated(page, `/search?q=${encodeURIComponent("electric car under 40000")}`);
  const assumed = notice(page, "Your words named no condition");
  await expect(assumed).toContainText("so these are used cars");
  await expect(assumed.getByRole("link", { name: /^new cars \([\d,]+\)$/ })).toHaveAttribute("href", /^\/new-cars\?.*fuel=Electric/);
  await expect(assumed.getByRole("link", { name: /^certified cars \([\d,]+\)$/ })).toHaveAttribute("href", /^\/certified-cars\?/);
  await expectNoAxeViolations(page);
});

test("#26.4 #26.9 the lead form remembers the shopper for the next dealer, and takes 'Sean O'Brien'", async ({ page, request }, testInfo) => {
  const first = await pickCar(request, testInfo, 40);
  const second = await pickCar(request, testInfo, 41);
  await openHydrated(page, first.url);
  await page
    .getByRole("button", { name: `Check Availability of ${first.vin_name}` })
    .first()
    .click();
  const form = page.getByRole("dialog", { name: "Check Availability" });
  await form.getByLabel("Name").fill("Sean O'Brien");
  await form.getByLabel("Email").fill(`sean-${testInfo.project.name}-${Date.now()}@example.com`);
  await form.getByLabel("Phone (optional)").fill("(555) 123-4567");
  await form.getByLabel("Zip code").fill("60601");
  await form.getByRole("button", { name: "Check Availability" }).click();
  await expect(page.getByRole("dialog", { name: "Thank you!" })).toBeVisible();

  await openHydrated(page, second.url);
  await page
    .getByRole("button", { name: `Check Availability of ${second.vin_name}` })
    .first()
    .click();
  const next = page.getByRole("dialog", { name: "Check Availability" });
  await expect(next.getByLabel("Name")).toHaveValue("Sean O'Brien");
  await expect(next.getByLabel("Phone (optional)")).toHaveValue("(555) 123-4567");
  await expect(next.getByLabel("Zip code")).toHaveValue("60601");
  await expect(next).toHaveAccessibleDescription(second.vin_name);
});

test("#26.4 a first lead form starts from the shopper's ZIP", async ({ page, request, context, baseURL }, testInfo) => {
  const car = await pickCar(request, testInfo, 42);
  await context.addCookies([{ name: "zipcode", value: "60601", url: baseURL ?? "http://127.0.0.1" }]);
  await openHydrated(page, car.url);
  await page
    .getByRole("button", { name: `Check Availability of ${car.vin_name}` })
    .first()
    .click();
  await expect(page.getByRole("dialog", { name: "Check Availability" }).getByLabel("Zip code")).toHaveValue("60601");
});

test("#26.5 a feature matches the listings' spelling whatever the case, with the known ones offered", async ({ page }, testInfo) => {
  await openHydrated(page, "/used-cars?major_options=sunroof");
  await expect(chosen(page).getByRole("link", { name: "Remove Features: Sunroof/Moonroof" })).toBeVisible();
  expect(await resultCount(page)).toBeGreaterThan(0);
  if (testInfo.project.name === "mobile") await page.getByRole("link", { name: "Filters" }).first().click();
  // An input with a list of suggestions is a combobox (ARIA in HTML).
  const field = page.getByRole("combobox", { name: "Must have" });
  const list = await field.getAttribute("list");
  expect(list).toBeTruthy();
  expect(await page.locator(`datalist[id="${list}"] option`).count()).toBeGreaterThan(5);
});

test("#26.6 one bad value leaves only itself out: the body type and ZIP stay; an unknown body type says so", async ({ page }) => {
  await openHydrated(page, "/used-cars?deal_value_order=good&body_type=suv&zip=10001");
  await expect(notice(page, "could not be used")).toHaveText("These filters could not be used and were left out: Deal rating.");
  await expect(chosen(page).getByRole("link", { name: "Remove SUV" })).toBeVisible();
  await expect(chosen(page).getByRole("link", { name: "Remove ZIP 10001" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 })).toContainText("near New York, NY");

  await openHydrated(page, "/used-cars?body_type=truck");
  await expect(notice(page, "could not be used")).toHaveText("These filters could not be used and were left out: Body type.");
  expect(await resultCount(page)).toBeGreaterThan(0);
});

test("#26.7 the make & model picker does not carry a body type into a model", async ({ page }, testInfo) => {
  await openHydrated(page, "/used-cars?body_type=sedan&color=black");
  const mobile = testInfo.project.name === "mobile";
  if (mobile) await page.getByRole("button", { name: "Make & model" }).click();
  const picker = mobile ? page.getByRole("dialog") : page.getByRole("complementary", { name: "Filters" });
  await picker.getByRole("button", { name: "Honda", exact: true }).first().click();
  const model = picker
    .getByRole("link", { name: "CR-V", exact: true })
    .or(picker.getByRole("button", { name: "CR-V", exact: true }))
    .first();
  await expect(model).toBeVisible();
  // The three-step picker lists a model's years next; the years are the links then.
  if ((await model.evaluate((element) => element.tagName)) === "BUTTON") await model.click();
  const link = picker.getByRole("link", { name: /CR-V/ }).first();
  const href = (await link.getAttribute("href")) ?? "";
  expect(href).not.toContain("body_type");
  expect(href).toContain("color=black");
});

test("#26.10 app mode stays on after a tap: the card link keeps app=1 and the header stays hidden", async ({ page }) => {
  await openHydrated(page, "/used-cars?app=1");
  await expect(page.getByRole("banner")).toHaveCount(0);
  await cards(page).first().getByRole("link").first().click();
  await expect(page).toHaveURL(/vin=.*app=1|app=1.*vin=/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByRole("banner")).toHaveCount(0);
});

test("#26.11 popup=true and #leadForm open the lead form on a search, a dealer's page and the home page", async ({ page, request }) => {
  await openHydrated(page, "/used-cars?popup=true");
  const dialog = page.getByRole("dialog", { name: "Check Availability" });
  await expect(dialog).toBeVisible();
  const which = dialog.getByRole("combobox", { name: "Which car?" });
  await expect(which.locator("option")).not.toHaveCount(0);
  await expectNoAxeViolations(page);
  await page.keyboard.press("Escape");

  const { vins } = (await (await request.get(`/api/inventory/listingdata?${data({ page_size: 1 })}`)).json()) as {
    vins: { dealer_id: number; dealer_name: string }[];
  };
  const dealer = vins[0]!;
  await openHydrated(page, `/dealers/${dealer.dealer_id}#leadForm`);
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(`Your request will be sent to ${dealer.dealer_name} only.`);
  await page.keyboard.press("Escape");

  await openHydrated(page, "/?popup=true");
  await expect(dialog).toBeVisible();
});

test("#26.11 #InventorySidebar opens the filters on /used-cars (mobile); a model pick closes the desktop panel", async ({ page }, testInfo) => {
  if (testInfo.project.name === "mobile") {
    await openHydrated(page, "/used-cars#InventorySidebar");
    await expect(page.getByRole("dialog", { name: "Filter cars" })).toBeVisible();
    return;
  }
  await openHydrated(page, "/used-cars/honda");
  const panel = page.locator("details").filter({ has: page.getByText("Make & model", { exact: true }) });
  await panel.getByText("Make & model", { exact: true }).click();
  await expect(panel).toHaveAttribute("open", "");
  await panel.getByRole("button", { name: "Toyota", exact: true }).click();
  const model = panel
    .getByRole("link", { name: "Camry", exact: true })
    .or(panel.getByRole("button", { name: "Camry", exact: true }))
    .first();
  await model.click();
  if (!/\/toyota\/camry/.test(page.url())) await panel.getByRole("link", { name: /Camry/ }).first().click();
  await expect(page).toHaveURL(/\/used-cars\/toyota\/camry/);
  await expect(panel).not.toHaveAttribute("open", "");
});

test("#26.11 §2.7 the vehicle page's gallery has previous and next arrows", async ({ page, request }, testInfo) => {
  const car = await pickCar(request, testInfo, 5);
  await openHydrated(page, car.url);
  const next = page.getByRole("button", { name: "Next image" });
  await expect(next).toBeVisible();
  await next.click();
  await expect(page.getByText(/^2 \/ \d+$/)).toBeVisible();
  await expect(page.getByRole("button", { name: "Previous image" })).toBeEnabled();
});

test("#26.12 chips keep a space before '×', colour facets read 'Red', an empty model search names its model", async ({ page }, testInfo) => {
  await openHydrated(page, "/used-cars?body_type=suv&color=red");
  const chip = chosen(page).getByRole("link", { name: "Remove SUV" });
  const gap = await chip.evaluate((link) => {
    const text = document.createRange();
    text.selectNodeContents(link.firstChild as Node);
    const cross = link.querySelector("[aria-hidden=true]") as HTMLElement;
    return cross.getBoundingClientRect().left - text.getBoundingClientRect().right;
  });
  expect(gap).toBeGreaterThanOrEqual(3);
  if (testInfo.project.name === "mobile") await page.getByRole("link", { name: "Filters" }).first().click();
  await expect(page.getByRole("checkbox", { name: /^Red \([\d,]+\)$/ })).toBeVisible();
  await page.goto("/");

  await openHydrated(page, "/used-cars/toyota/rav4?dealer_price=-1000");
  await expect(page.getByRole("navigation", { name: "Breadcrumb" }).getByText("RAV4", { exact: true })).toBeVisible();
});

test("#26.12 an empty search near a ZIP offers the nearest matches and the wider search", async ({ page }) => {
  await openHydrated(page, "/certified-cars?zip=59001&radius=10");
  await expect(results(page)).toHaveText("0 results that matched your search criteria.");
  const wider = page.getByRole("region", { name: /The nearest matches/ });
  await expect(wider.getByRole("article").first()).toBeVisible();
  await expect(wider.getByRole("link", { name: /^See all [\d,]+ within 500 miles$/ })).toHaveAttribute("href", /radius=500/);
});

test("#26.12 the footer ZIP's error goes once the field is edited", async ({ page }) => {
  await openHydrated(page, "/used-cars");
  const footer = page.getByRole("contentinfo");
  await footer.getByLabel("Cars near zip code").fill("00000");
  await footer.getByRole("button", { name: /Submit|Update Zip/ }).click();
  await expect(footer.getByRole("alert")).toBeVisible(LOOKUP);
  await footer.getByLabel("Cars near zip code").fill("");
  await expect(footer.getByRole("alert")).toHaveCount(0);
});

test("#26.12 the vehicle page: every tab in view, the deal beside the price, and on a phone a sticky 'Check Availability'", async ({
  page,
  request,
}, testInfo) => {
  const car = await carWithMarketValue(request, testInfo);
  await openHydrated(page, car.url);
  const viewport = page.viewportSize()!;
  for (const name of ["Specs", "Similar Cars"]) {
    const box = await boxOf(page.getByRole("tab", { name }));
    expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
  }
  const summary = page.getByRole("heading", { level: 1 }).locator("xpath=ancestor::section[1]");
  await expect(summary.getByText(/Below Market|Above Market|At Market/)).toBeVisible();
  if (testInfo.project.name !== "mobile") return;
  await page.getByRole("tablist").scrollIntoViewIfNeeded();
  await page.evaluate(() => window.scrollBy(0, 600));
  await expect(page.getByRole("button", { name: `Check Availability of ${car.vin_name}` })).toHaveCount(2);
  await expect(page.getByRole("button", { name: `Check Availability of ${car.vin_name}` }).last()).toBeInViewport();
});

test("#26.12 a price alert gives way to where it goes, and a reload remembers it", async ({ page, request }, testInfo) => {
  const car = await pickCar(request, testInfo, 7);
  await openHydrated(page, `${car.url}&tab=price-history`);
  const email = uniqueEmail(testInfo, "alert");
  await page.getByLabel("Email").fill(email);
  await page.getByRole("button", { name: "Notify Me" }).click();
  await expect(page.getByText(`Price-drop alerts for this car go to ${email}.`)).toBeVisible();
  await expect(page.getByRole("button", { name: "Notify Me" })).toHaveCount(0);
  await page.reload();
  await expect(page.getByText(`Price-drop alerts for this car go to ${email}.`)).toBeVisible();
});

test("#26.12 the desktop saved-cars page lays its cards out in columns", async ({ page, request }, testInfo) => {
  test.skip(testInfo.project.name !== "desktop", "a phone shows one card a row");
  for (const slot of [8, 9]) {
    const car = await pickCar(request, testInfo, slot);
    await openHydrated(page, car.url);
    await page.getByRole("button", { name: new RegExp(`^Save ${car.vin_name}`) }).click();
    await expect(page.getByText("Vin saved successfully!")).toBeVisible();
  }
  await openHydrated(page, "/myaccount/saved");
  // A visitor's saved cars arrive after hydration: wait for both cards.
  await expect(page.getByRole("article")).toHaveCount(2);
  const [first, second] = await page.getByRole("article").all();
  expect((await boxOf(second!)).y).toBe((await boxOf(first!)).y);
});

test("#26.13 cards show the deal's dollar gap; a car whose price fell shows '↓ $X'", async ({ page }) => {
  await openHydrated(page, "/used-cars");
  await expect(
    cards(page)
      .filter({ hasText: /\$[\d,]+ (Below|Above) Market/ })
      .first(),
  ).toBeVisible();
  await openHydrated(page, "/");
  const dropped = page.getByRole("region", { name: /^Price dropped cars near/ });
  await dropped.scrollIntoViewIfNeeded();
  await expect(dropped.getByRole("article").first()).toContainText(/↓ \$[\d,]+/);
  await expect(
    dropped
      .getByRole("article")
      .first()
      .getByText(/^Price dropped \$[\d,]+$/),
  ).toBeAttached();
});

test("#26.14 #26.15 the vehicle page draws the fair-price range and a payment calculator from §9's estimate", async ({ page, request }, testInfo) => {
  const car = await carWithMarketValue(request, testInfo);
  await openHydrated(page, car.url);
  await expect(page.getByRole("figure", { name: "Fair price range" })).toContainText("Market value");
  const estimate = (await page
    .getByText(/^Est\. \$[\d,]+\/mo$/)
    .first()
    .textContent())!.replace("Est. ", "");
  await page.locator("summary", { hasText: "Payment calculator" }).click();
  const calculator = page.getByRole("form", { name: "Payment calculator" });
  await expect(calculator.getByRole("status")).toHaveText(`${estimate} for 84 months`);
  await calculator.getByLabel("Down payment ($)").fill("2000");
  await expect(calculator.getByRole("status")).not.toHaveText(`${estimate} for 84 months`);
  await expectNoAxeViolations(page);
});

test("#26.15 'under $400/mo': a monthly budget filter, also typed, and every card's estimate fits it", async ({ page }) => {
  await openHydrated(page, `/search?q=${encodeURIComponent("under $400/mo")}`);
  await expect(page).toHaveURL(/monthly_payment=400/);
  await expect(chosen(page).getByRole("link", { name: "Remove Under $400/mo" })).toBeVisible();
  expect(await resultCount(page)).toBeGreaterThan(0);
  for (const text of await cards(page).allTextContents()) {
    const monthly = Number(/Est\. \$([\d,]+)\/mo/.exec(text)?.[1]?.replaceAll(",", ""));
    expect(monthly).toBeLessThanOrEqual(400);
  }
});

async function cutPrice(request: APIRequestContext, car: { _id: string; dealer_id: number }, by: number) {
  const stock = await request.get(`/api/inventory/listingdata?${data({ dealer_id: car.dealer_id, page_size: 50 })}`);
  const { vins } = (await stock.json()) as {
    vins: {
      _id: string;
      brand_name: string;
      model_name: string;
      year: number;
      is_new: boolean;
      certified_car: boolean;
      price: number;
      mileage?: number;
      color: string;
    }[];
  };
  const rows = vins.map((other) =>
    [
      other._id,
      other.brand_name,
      other.model_name,
      other.year,
      other.is_new ? "new" : "used",
      other.certified_car,
      other._id === car._id ? other.price - by : other.price || "",
      other.mileage ?? "",
      other.color,
    ].join(","),
  );
  const feed = await request.post(`/api/dev/feeds/${car.dealer_id}`, {
    headers: { "content-type": "text/csv" },
    data: ["vin,make,model,year,condition,certified_pre_owned,price,mileage,exterior_color", ...rows].join("\n"),
  });
  expect(feed.ok()).toBe(true);
}

test("#26.16 a saved car shows how far its price dropped since it was saved", async ({ page, request }, testInfo) => {
  const { vins } = (await (
    await request.get(`/api/inventory/listingdata?${data({ sort: "price_desc", page: testInfo.project.name === "mobile" ? 31 : 32, page_size: 1 })}`)
  ).json()) as {
    vins: { _id: string; dealer_id: number; url: string; vin_name: string; price: number }[];
  };
  const car = vins[0]!;
  await openHydrated(page, car.url);
  await page.getByRole("button", { name: new RegExp(`^Save ${car.vin_name}`) }).click();
  await expect(page.getByText("Vin saved successfully!")).toBeVisible();
  await cutPrice(request, car, 1100);
  await openHydrated(page, "/myaccount/saved");
  await expect(page.getByRole("article", { name: car.vin_name })).toContainText("Price dropped $1,100 since you saved it");
});

test("#26.16 saving a search offers 'Email me new matches'; the saved list counts new matches since the last visit", async ({ page, request }, testInfo) => {
  await signedInAccount(page, request, uniqueEmail(testInfo, "digest"));
  await openHydrated(page, "/used-cars?body_type=suv");
  await page.getByRole("button", { name: "Save this search" }).click();
  await expect(page.getByText("Search saved successfully!")).toBeVisible();
  await expect(page.getByRole("checkbox", { name: "Email me new matches of this search" })).toBeChecked();

  // The last visit long ago: every car of the search is new since.
  await page.evaluate(() => {
    const visits = JSON.parse(localStorage.getItem("saved_search_visits") ?? "{}") as Record<string, string>;
    for (const url of Object.keys(visits)) visits[url] = "2000-01-01T00:00:00.000Z";
    localStorage.setItem("saved_search_visits", JSON.stringify(visits));
  });
  await openHydrated(page, "/myaccount/saved");
  await expect(page.getByText(/^[\d,]+ new since your last visit$/)).toBeVisible();
  await expectNoAxeViolations(page);
});

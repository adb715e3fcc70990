import { expect, test } from "../fixtures/test.js";
import { expectNoAxeViolations } from "../fixtures/axe.js";
import { openHydrated } from "../fixtures/pages.js";

// Issue #23 item 6: 'From the VIN' on the vehicle page of both apps, with a contradiction a dealer's feed creates.

const data = (params: Record<string, string | number>) =>
  `data=${encodeURIComponent(new URLSearchParams(Object.entries(params).map(([key, value]) => [key, String(value)])).toString())}`;

/** Real 2021 Toyota RAV4 XLE VINs (NHTSA vPIC: SUV, 2.5L I4, built in Woodstock, Ontario), one per project. */
const RAV4_VINS = { desktop: "2T3P1RFVXMW700001", mobile: "2T3P1RFV1MW700002" } as const;

interface StockCard {
  _id: string;
  brand_name: string;
  model_name: string;
  year: number;
  trim_name?: string;
  engine?: string;
  fuel?: string;
  is_new: boolean;
  certified_car: boolean;
  price: number;
  mileage?: number;
  color: string;
}

const csvField = (value: string | number | boolean | undefined) =>
  /[",]/.test(String(value ?? "")) ? `"${String(value).replace(/"/g, '""')}"` : String(value ?? "");

test("#23.6 'From the VIN': the decoded facts with their source, and the dealer's contradicting engine and body style beside the VIN's", async ({
  page,
  request,
}, testInfo) => {
  const vin = RAV4_VINS[testInfo.project.name as keyof typeof RAV4_VINS];
  const dealer = (await (await request.get(`/api/inventory/listingdata?${data({ sort: "price_asc", page_size: 1 })}`)).json()) as {
    vins: { dealer_id: number }[];
  };
  const dealerId = dealer.vins[0]!.dealer_id;
  // The dealer's feed: its cars as they are listed (so none leaves the lot), and a RAV4 listed as a V6 coupe.
  const stock = (await (await request.get(`/api/inventory/listingdata?${data({ dealer_id: dealerId, page_size: 50 })}`)).json()) as { vins: StockCard[] };
  const rows = stock.vins
    .filter((car) => car._id !== vin)
    .map((car) =>
      [
        car._id,
        car.brand_name,
        car.model_name,
        car.year,
        car.is_new ? "new" : "used",
        car.certified_car,
        car.trim_name,
        car.engine,
        car.fuel,
        "",
        car.price || "",
        car.mileage ?? "",
        car.color,
      ]
        .map(csvField)
        .join(","),
    );
  const header = "vin,make,model,year,condition,certified_pre_owned,trim,engine,fuel,body_style,price,mileage,exterior_color";
  const rav4 = [vin, "Toyota", "RAV4", 2021, "used", false, "XLE", "3.5L V6", "Gasoline", "Coupe", 27_990, 18_000, "Blue"].join(",");
  const feed = await request.post(`/api/dev/feeds/${dealerId}`, { headers: { "content-type": "text/csv" }, data: [header, ...rows, rav4].join("\n") });
  expect(feed.ok()).toBe(true);
  // The other project's RAV4 may be in this dealer's stock by now, with its own flags.
  const flags = ((await feed.json()) as { vinFlags: { vin: string }[] }).vinFlags.filter((flag) => flag.vin === vin);
  expect(flags).toEqual([
    expect.objectContaining({ vin, field: "engine", listed: "3.5L V6", decoded: "2.5L I4" }),
    expect.objectContaining({ vin, field: "body_style", listed: "Coupe", decoded: "SUV" }),
  ]);

  const car = (await (await request.get(`/api/inventory/vindata?${data({ vin })}`)).json()) as { vin: { url: string } };
  await openHydrated(page, car.vin.url);
  const report = page.getByRole("tabpanel").getByRole("region", { name: "From the VIN" });
  await expect(report).toBeVisible();
  await expect(report.getByText("Decoded from this car's VIN by NHTSA vPIC, not taken from the dealer's listing.")).toBeVisible();
  await expect(report.getByText("The dealer's listing does not match the VIN: body class, engine.")).toBeVisible();
  await expect(report.getByText("VIN: Sport Utility Vehicle (SUV)/Multi-Purpose Vehicle (MPV)")).toBeVisible();
  await expect(report.getByText("Dealer's listing: Coupe")).toBeVisible();
  await expect(report.getByText(/^VIN: 2\.5L I4/)).toBeVisible();
  await expect(report.getByText("Dealer's listing: 3.5L V6")).toBeVisible();
  for (const [term, value] of [
    ["Year", "2021"],
    ["Make", "Toyota"],
    ["Model", "RAV4"],
    ["Trim", "XLE"],
    ["Doors", "5"],
    ["Fuel", "Gasoline"],
    ["Plant", /Woodstock, Ontario/],
  ] as const) {
    await expect(
      report
        .locator("div")
        .filter({ has: page.getByRole("term").filter({ hasText: term }) })
        .getByRole("definition"),
    ).toHaveText(value);
  }
  await expectNoAxeViolations(page);
});

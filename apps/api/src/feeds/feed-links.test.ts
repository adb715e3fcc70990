import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../db/database.js";
import { createTestDatabase } from "../test/test-database.js";
import { seedCatalog } from "../seed/seed-catalog.js";
import { importFeed } from "./import-feed.js";
import { FEED_HEADER, feedRow, stockedDealers, stockOf, type FeedCar } from "./feed-test-kit.js";

// Issue #25 item 7: a feed's `javascript:` image link was stored as sent, ready for a page or a photo fetch.

/** Feed rows with Google's three link columns after the kit's own, each quoted as CSV. */
function feedWithLinks(rows: readonly { car: FeedCar; link?: string; image_link?: string; additional_image_link?: string }[]): string {
  const quoted = (value: string | undefined) => `"${(value ?? "").replaceAll('"', '""')}"`;
  const lines = rows.map(({ car, link, image_link, additional_image_link }) => [feedRow(car), quoted(link), quoted(image_link), quoted(additional_image_link)].join(","));
  return [`${FEED_HEADER},link,image_link,additional_image_link`, ...lines].join("\n");
}

describe("#25.7 a feed's links are http(s) or the row is refused", () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase();
    await database.db.transaction().execute((trx) => seedCatalog(trx, { listings: 120, seed: 7, now: new Date("2024-06-01T00:00:00Z") }));
  });
  afterAll(() => database.close());

  it("javascript:, vbscript:, data: and relative links are refused with the column and the link in the report; http(s) ones are kept", async () => {
    const dealerId = (await stockedDealers(database.db, 8))[0]!;
    const stock = await stockOf(database.db, dealerId);
    const bad = [
      { image_link: "javascript:alert(document.cookie)" },
      { image_link: " JavaScript:alert(1)" },
      { image_link: "java\tscript:alert(1)" },
      { link: "data:text/html,<script>alert(1)</script>" },
      { additional_image_link: "https://cdn.example/a.jpg,vbscript:msgbox(1)" },
      { image_link: "/photos/1.jpg" },
    ];
    const good = { link: "https://dealer.example/cars/1", image_link: "https://cdn.example/main.jpg", additional_image_link: "https://cdn.example/a.jpg, http://cdn.example/b.jpg" };
    const rows = stock.map((car, i) => ({ car, ...(bad[i] ?? good) }));
    const report = await importFeed(database.db, { csv: feedWithLinks(rows), dealerId });

    expect(report.rejected.map((row) => row.reason)).toEqual([
      "image_link 'javascript:alert(document.cookie)' is not an http(s) link",
      "image_link 'JavaScript:alert(1)' is not an http(s) link",
      "image_link 'java\tscript:alert(1)' is not an http(s) link",
      "link 'data:text/html,<script>alert(1)</script>' is not an http(s) link",
      "additional_image_link 'vbscript:msgbox(1)' is not an http(s) link",
      "image_link '/photos/1.jpg' is not an http(s) link",
    ]);
    expect(report.rejected.map((row) => row.vin)).toEqual(stock.slice(0, bad.length).map((car) => car.vin));
    const stored = await database.db.selectFrom("listings").select(["vin", "main_picture", "other_images"]).where("dealer_id", "=", dealerId).execute();
    expect(stored.filter((car) => /script:|data:/i.test(`${car.main_picture} ${car.other_images}`))).toEqual([]);
    const kept = stored.find((car) => car.vin === stock[bad.length]!.vin)!;
    expect([kept.main_picture, kept.other_images]).toEqual(["https://cdn.example/main.jpg", ["https://cdn.example/a.jpg", "http://cdn.example/b.jpg"]]);
  });
});

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { NewsPageData } from "@carmarket/news";
import type { CarData, CarPage, ComparePage, RankingItem, RankingPage, ReviewModel, ReviewSubmodel } from "@carmarket/contract";
import { seedResearch } from "../../seed/research/index.js";
import { insertCatalogFixtures } from "../../test/research-fixtures.js";
import { data } from "../../test/catalog-test-app.js";
import { AUTH_RATE_LIMITS } from "../accounts/rate-limits.js";
import { REVIEW_MESSAGES } from "./review-moderation.js";
import { startTestApi } from "../../test/research-test-app.js";
import { OWNER_VERDICTS } from "../../seed/research/owner-review-text.js";

let api: Awaited<ReturnType<typeof startTestApi>>;
let toyotaId: number;

beforeAll(async () => {
  api = await startTestApi(async ({ db }) => {
    await insertCatalogFixtures(db);
    await seedResearch(db, { seed: 3, articles: 8 });
    toyotaId = (await db.selectFrom("brands").select("id").where("slug", "=", "toyota").executeTakeFirstOrThrow()).id;
  });
});
afterAll(() => api.close());

const get = (url: string) => api.app.inject({ method: "GET", url });

async function carByPath(path: string): Promise<CarData> {
  const response = await get(`/api/inventory/car/data${path}`);
  expect(response.statusCode).toBe(200);
  return response.json<CarPage>().car;
}

describe("seedResearch", () => {
  it("writes research for every model-year with listings and none without", async () => {
    const rows = await api.database.db
      .selectFrom("research_cars as rc")
      .innerJoin("models as m", "m.id", "rc.model_id")
      .select(["m.slug", "rc.year"])
      .execute();
    expect(rows).toHaveLength(8);
    expect(rows).not.toContainEqual({ slug: "camry", year: 2022 });
  });
});

describe("#27.6 seeded owner reviews", () => {
  it("are distinct, name the car they are about, and say what their stars say", async () => {
    const reviews = await api.database.db
      .selectFrom("car_reviews as r")
      .innerJoin("research_cars as rc", "rc.id", "r.research_car_id")
      .innerJoin("models as m", "m.id", "rc.model_id")
      .select(["r.rating", "r.title", "r.text", "m.name as model", "rc.year"])
      .execute();
    expect(reviews.length).toBeGreaterThanOrEqual(16);
    expect(new Set(reviews.map((review) => review.text)).size).toBe(reviews.length);
    for (const review of reviews) {
      expect(review.text, review.text).toContain(`our ${review.year} ${review.model},`);
      expect(
        OWNER_VERDICTS[review.rating]!.some((verdict) => review.text.endsWith(verdict)),
        `${review.rating} stars: ${review.text}`,
      ).toBe(true);
    }
  });
});

describe("#27.2 GET /api/inventory/vindata names the listing's review", () => {
  it("is the research page of the listing's model year", async () => {
    const answer = (await get(`/api/inventory/vindata?${data({ vin: "1FJXTURE000000001" })}`)).json<{ review_url: string | null }>();
    expect(answer.review_url).toBe("/toyota/camry/2023");
  });
});

describe("GET /api/models (§7 models, review flow)", () => {
  it("§3 Model (review): name, model_slug, id, url for a brand's researched models", async () => {
    const response = await get(`/api/models?${data({ for_home: 1, is_slug_required: 1, brand_id: toyotaId })}`);
    expect(response.statusCode).toBe(200);
    const models = response.json<ReviewModel[]>();
    expect(models.map((m) => [m.name, m.model_slug, m.url])).toEqual([
      ["Camry", "camry", "/toyota/camry"],
      ["RAV4", "rav4", "/toyota/rav4"],
    ]);
    expect(models[0]!.years).toEqual([
      { year: 2024, url: "/toyota/camry/2024" },
      { year: 2023, url: "/toyota/camry/2023" },
    ]);
  });

  it("§3 Submodel: the mobile picker (is_parent_submodel=1) gets body-style groups with models_data", async () => {
    const groups = (await get(`/api/models?${data({ is_parent_submodel: 1, is_slug_required: 1, brand_id: toyotaId })}`)).json<ReviewSubmodel[]>();
    expect(groups.map((g) => [g.sub_model_name, g.sub_model_slug])).toEqual([
      ["SUV", "suv"],
      ["Sedan", "sedan"],
    ]);
    expect(groups[1]!.models_data[0]!.model_slug).toBe("camry");
  });

  it("answers a brand without research with an empty list and refuses a bad brand_id", async () => {
    expect((await get(`/api/models?${data({ brand_id: 999999 })}`)).json()).toEqual([]);
    for (const query of [data({ brand_id: "1 or 1=1" }), data({ brand_id: "<b>" }), "", "data=%ZZ", data({ brand_id: 1, is_parent_submodel: 2 })]) {
      const response = await get(`/api/models?${query}`);
      expect(response.statusCode).toBe(400);
      expect(response.json().status).toBe(0);
    }
  });
});

describe("GET /api/rankings/list (§3 Ranking item)", () => {
  it("lists a body style's rankings as {url, title}", async () => {
    const list = (await get(`/api/rankings/list?${data({ submodel_family: "suv" })}`)).json<RankingItem[]>();
    expect(list).toEqual([
      { url: "/suv", title: "Best SUVs" },
      { url: "/suv/best-compact-suvs", title: "Best Compact SUVs" },
    ]);
  });

  it("§2.5 accepts only the body-type slugs", async () => {
    expect((await get(`/api/rankings/list?${data({ submodel_family: "pickup-truck" })}`)).json<RankingItem[]>()[0]).toEqual({
      url: "/pickup-truck",
      title: "Best Pickup Trucks",
    });
    expect((await get(`/api/rankings/list?${data({ submodel_family: "van" })}`)).json()).toEqual([]);
    const bad = await get(`/api/rankings/list?${data({ submodel_family: "'; drop table rankings;--" })}`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ status: 0, message: "Unknown body type." });
  });
});

describe("GET /api/inventory/car/data/{id} and {path} (§7 car data)", () => {
  it("answers the research content of a model-year by id", async () => {
    const camry = await carByPath("/toyota/camry/2024");
    const byId = (await get(`/api/inventory/car/data/${camry.id}`)).json<CarData>();
    expect(byId.title).toBe("2024 Toyota Camry");
    expect(byId.url).toBe("/toyota/camry/2024");
    // #23.2: NHTSA's published overall stars; tests the catalogue holds no result of are null, never guessed.
    expect(byId.content.safety).toMatchObject({ overall: 5, front: null, side: null, rollover: null, small_overlap: null });
    expect(byId.content.specs).toMatchObject({ engine: "2.5L I4", horsepower: 203 });
    expect(byId.content.sources.published).toMatch(/^Toyota, .*Camry/);
    expect(Object.keys(byId.content.editor_review).sort()).toEqual([
      "analysis_tabs",
      "author",
      "comment",
      "competitor_data",
      "faq",
      "overview",
      "review",
      "trim_data",
    ]);
  });

  it("§2.2 reports which of overview, versus and trims have data; versus needs a same-class competitor", async () => {
    const camry = await carByPath("/toyota/camry/2024");
    expect(camry.has).toEqual({ overview: true, versus: true, trims: true });
    expect(camry.content.editor_review.competitor_data.map((c) => c.url)).toEqual(["/honda/accord/2024"]);
    const f150 = await carByPath("/ford/f-150/2024");
    expect(f150.has.versus).toBe(false);
    expect(f150.new_car_path).toBe("/ford/f-150");
  });

  it("§2.2 reads the tab from the path, year-less tabs use the newest year", async () => {
    const page = (await get("/api/inventory/car/data/toyota/camry/2024/safety")).json<CarPage>();
    expect(page.active_tab).toBe("safety");
    const yearless = (await get("/api/inventory/car/data/toyota/camry/mpg")).json<CarPage>();
    expect([yearless.car.year, yearless.active_tab]).toEqual([2024, "mpg"]);
    const trims = (await get("/api/inventory/car/data/toyota/camry/2024/trims")).json<CarPage>();
    expect(trims.active_tab).toBe("trim-family");
  });

  it("answers unknown cars, years without research and bad tabs with 404/400", async () => {
    for (const path of ["/toyota/camry/2022", "/toyota/corolla/2024", "/999999", "/toyota/camry/2024/no-such-tab", "/%3Cscript%3E/x/2024"]) {
      const response = await get(`/api/inventory/car/data${path}`);
      expect(response.statusCode, path).toBe(404);
      expect(response.json()).toEqual({ status: 0, message: "Car not found." });
    }
    expect((await get(`/api/inventory/car/data/toyota/camry/2024?${data({ tab: "<script>" })}`)).statusCode).toBe(400);
  });
});

describe("GET /api/pages/resolve (§2.1 page types)", () => {
  const resolve = (path: string) => get(`/api/pages/resolve?${data({ path })}`);

  it("resolves brand, model, car, ranking and compare paths with their data", async () => {
    expect((await resolve("/toyota")).json()).toMatchObject({
      page_type: "BRAND",
      brand: { slug: "toyota" },
      models: [{ model_slug: "camry" }, { model_slug: "rav4" }],
    });
    const submodel = (await resolve("/toyota/camry")).json();
    expect(submodel.page_type).toBe("SUBMODEL");
    expect(submodel.cars.map((c: CarData) => c.year)).toEqual([2024, 2023]);
    expect((await resolve("/toyota/camry/2024/safety")).json()).toMatchObject({ page_type: "CAR", active_tab: "safety", car: { title: "2024 Toyota Camry" } });
    expect((await resolve("/toyota/camry/2024/write-review")).json()).toMatchObject({ page_type: "WRITE_REVIEW", car: { year: 2024 } });
    // #27.8 build & price answers the catalogue's choices for every trim of the page, priced by the stated method.
    const built = (await resolve("/toyota/camry/2024/build")).json<{ page_type: string; car: CarData; build: { trims: { trim: string }[]; method: string } }>();
    expect(built.page_type).toBe("BUILD_PRICE");
    expect(built.build.trims.map((trim) => trim.trim)).toEqual(built.car.content.trims.map((trim) => trim.name));
    expect(built.build.method).toMatch(/^Option prices are CarMarket estimates/);
    const ranking = (await resolve("/suv")).json<RankingPage & { page_type: string }>();
    expect(ranking.page_type).toBe("RANKING");
    expect(ranking.entries.map((e) => e.model_slug).sort()).toEqual(["cr-v", "rav4", "x5"]);
    expect(ranking.entries.map((e) => e.rank)).toEqual([1, 2, 3]);
    expect(ranking.entries.every((e, i, all) => i === 0 || all[i - 1]!.score >= e.score)).toBe(true);
    // Best Midsize Luxury SUVs would hold one car: no such list (issue #27.13).
    expect(ranking.related.map((r) => r.url)).toEqual(["/suv/best-compact-suvs"]);
    expect((await resolve("/car-compare/bmw-x5-vs-honda-cr-v")).json()).toMatchObject({
      page_type: "COMPARE",
      cars: [{ model_slug: "x5" }, { model_slug: "cr-v" }],
    });
  });

  it("passes catalogue page types through with their parsed parts", async () => {
    expect((await resolve("/used-cars/toyota?vin=1HGCM82633A004352")).json()).toMatchObject({ page_type: "SINGLE_VIN", match: { vin: "1HGCM82633A004352" } });
  });

  it("#27.11 a brand with catalogue models but nothing researched answers 404 and is not in the review picker", async () => {
    const { db } = api.database;
    const bugatti = await db
      .insertInto("brands")
      .values({ name: "Bugatti", slug: "bugatti", is_used: false, is_new: false, is_certified: false })
      .returning("id")
      .executeTakeFirstOrThrow();
    await db
      .insertInto("models")
      .values({
        brand_id: bugatti.id,
        name: "Chiron",
        slug: "chiron",
        body_type: "coupe",
        vehicle_class: "Sports Car",
        submodel_family_slug: "chiron",
        url: "/bugatti/chiron",
      })
      .execute();
    expect((await resolve("/bugatti")).statusCode).toBe(404);
    for (const mode of ["review", "ranking"]) {
      const slugs = (await get(`/api/brands?${data({ mode })}`)).json<{ slug: string }[]>().map((brand) => brand.slug);
      expect(slugs, mode).toContain("toyota");
      expect(slugs, mode).not.toContain("bugatti");
    }
  });

  it("answers unknown paths with 404", async () => {
    for (const path of [
      "/no-such-brand",
      "/toyota/no-such-model",
      "/suv/best-flying-cars",
      "/toyota/camry/1999",
      "/car-compare/toyota-camry-vs-toyota-nothing",
      "/<script>",
    ]) {
      const response = await resolve(path);
      expect(response.statusCode, path).toBe(404);
      expect(response.json()).toEqual({ status: 0, message: "Page not found." });
    }
    expect((await get("/api/pages/resolve")).statusCode).toBe(400);
    expect((await resolve("no-leading-slash")).statusCode).toBe(400);
  });
});

describe("GET /api/compare/{slug}", () => {
  it("§2.1 answers both cars side by side", async () => {
    const page = (await get("/api/compare/toyota-camry-vs-honda-accord")).json<ComparePage>();
    expect(page.title).toBe("2024 Toyota Camry vs 2024 Honda Accord");
    expect(page.cars.map((c) => c.content.mpg.unit)).toEqual(["MPG", "MPG"]);
  });

  it("§2.1 a slug without '-vs-' is refused with 400; unknown cars are 404", async () => {
    const single = await get("/api/compare/toyota-camry");
    expect(single.statusCode).toBe(400);
    expect(single.json()).toEqual({ status: 0, message: "Compare two cars: brandA-model-vs-brandB-model." });
    expect((await get("/api/compare/toyota-camry-vs-honda-fit")).statusCode).toBe(404);
    expect((await get("/api/compare/unknown-car-vs-honda-accord")).statusCode).toBe(404);
  });
});

describe("POST /api/reviews and GET /api/reviews", () => {
  const valid = {
    rating: 4,
    title: "Solid family sedan",
    text: "Comfortable, quiet and cheap to run. Would buy again.",
    name: "Ana Lima",
    email: "ana@example.com",
  };
  let carId: number;
  beforeAll(async () => {
    carId = (await carByPath("/toyota/camry/2023")).id;
  });
  const post = (body: unknown, remoteAddress = "127.0.0.1") => api.app.inject({ method: "POST", url: "/api/reviews", payload: body as object, remoteAddress });

  it("publishes a clean review at once and lists it first", async () => {
    const response = await post({ ...valid, car_id: carId });
    expect(response.json()).toEqual({ status: 1, message: "Thank you! Your review has been published.", review_status: "published" });
    const list = (await get(`/api/reviews?${data({ car_id: carId })}`)).json<CarData["user_reviews"]>();
    expect(list.reviews[0]).toMatchObject({ title: valid.title, author_name: "Ana Lima", rating: 4 });
    expect(list.reviews[0]).not.toHaveProperty("email");
  });

  it("holds links, markup, SQL-looking text and repeat reviews for moderation; they are not listed", async () => {
    const held = [
      { ...valid, email: "b@example.com", text: "Great deal, see https://spam.example for more cheap cars!!" },
      { ...valid, email: "c@example.com", text: "<script>alert(1)</script> nice car, really nice car" },
      { ...valid, email: "ana@example.com" },
    ];
    for (const body of held) {
      const response = await post({ ...body, car_id: carId });
      expect(response.json()).toEqual({ status: 1, message: REVIEW_MESSAGES.pending, review_status: "pending" });
    }
    const sql = await post({ ...valid, email: "d@example.com", title: "x'); drop table car_reviews;--", car_id: carId });
    expect(sql.statusCode).toBe(200);
    const list = (await get(`/api/reviews?${data({ car_id: carId })}`)).json<CarData["user_reviews"]>();
    expect(list.reviews.map((r) => r.text)).not.toContain(held[0]!.text);
    expect(list.reviews.map((r) => r.title)).toContain("x'); drop table car_reviews;--");
  });

  it("ADR 218 holds a repeat of the same title and text (any case or spacing) from the same address, or by the same email from another address", async () => {
    const original = {
      ...valid,
      title: "Roomy and calm",
      text: "The back seat fits three adults and the ride is calm.",
      email: "first@example.com",
      car_id: carId,
    };
    expect((await post(original, "192.0.2.70")).json().review_status).toBe("published");
    const copies: [object, string][] = [
      [{ ...original, email: "second@example.com", text: "  THE back seat fits three adults   and the ride is calm. " }, "192.0.2.70"],
      [{ ...original, car_id: (await carByPath("/toyota/camry/2024")).id }, "192.0.2.71"],
    ];
    for (const [body, address] of copies)
      expect((await post(body, address)).json()).toEqual({ status: 1, message: REVIEW_MESSAGES.pending, review_status: "pending" });
    // The same words from someone else elsewhere are not a repeat.
    expect((await post({ ...original, email: "third@example.com" }, "192.0.2.72")).json().review_status).toBe("published");
    const held = await api.database.db
      .selectFrom("car_reviews")
      .select(["moderation_note", "address_key"])
      .where("status", "=", "pending")
      .where("title", "=", "Roomy and calm")
      .execute();
    expect(held.map((r) => r.moderation_note)).toEqual([
      "Repeats an earlier review by the same writer or address.",
      "Repeats an earlier review by the same writer or address.",
    ]);
    // The address is kept only as a keyed hash.
    expect(held[0]!.address_key).toMatch(/^[0-9a-f]{64}$/);
  });

  it("refuses invalid input with the validation messages", async () => {
    const cases: [unknown, string][] = [
      [{ ...valid, car_id: carId, rating: 6 }, "Please rate from 1 to 5 stars."],
      [{ ...valid, car_id: carId, rating: "5" }, "Please rate from 1 to 5 stars."],
      [{ ...valid, car_id: carId, text: "short" }, "Review must be 20 to 2000 characters."],
      [{ ...valid, car_id: carId, email: "not-an-email" }, "Invalid email address."],
      [{ ...valid, car_id: carId, name: "<b>Bob</b>" }, "Invalid Name"],
      [{ ...valid, car_id: "1 or 1=1" }, "Please choose the car you are reviewing."],
    ];
    for (const [body, message] of cases) {
      const response = await post(body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ status: 0, message });
    }
    expect((await post({})).statusCode).toBe(400);
    const unknownCar = await post({ ...valid, car_id: 999999 });
    expect(unknownCar.statusCode).toBe(404);
    expect(unknownCar.json()).toEqual({ status: 0, message: "Car not found." });
  });

  it("refuses bad GET /reviews input", async () => {
    expect((await get(`/api/reviews?${data({ car_id: "abc" })}`)).statusCode).toBe(400);
    expect((await get(`/api/reviews?${data({ car_id: 999999 })}`)).statusCode).toBe(404);
  });
});

describe("GET /api/news/{slug} with the catalogue", () => {
  it("§3 similar_vins.data.subfooter_vins: listing cards of the brand the headline names, and its car_url_slug", async () => {
    const { title_slug } = await api.database.db
      .updateTable("news_articles")
      .set({ title: "Toyota adds a hybrid to every model" })
      .where("id", "=", 1)
      .returning("title_slug")
      .executeTakeFirstOrThrow();
    const page = (await get(`/api/news/${title_slug}`)).json<NewsPageData<{ _id: string; brand_slug: string }>>();
    expect(page.car_url_slug).toBe("/toyota");
    const cars = page.similar_vins?.data?.subfooter_vins ?? [];
    expect(cars).toHaveLength(3);
    expect(cars.every((c) => c.brand_slug === "toyota" && c._id.length === 17)).toBe(true);
  });
});

describe("POST /api/reviews rate limit", () => {
  const body = (email: string) => ({ car_id: 999999, rating: 3, title: "Budget", text: "Counting towards the hourly budget.", name: "Bo", email });
  const send = (email: string, remoteAddress: string) => api.app.inject({ method: "POST", url: "/api/reviews", payload: body(email), remoteAddress });

  it("answers 429 with a message once an address has written its hourly budget", async () => {
    const statuses: number[] = [];
    for (let i = 0; i <= AUTH_RATE_LIMITS.review.perIp; i++) statuses.push((await send(`bo${i}@example.com`, "198.18.3.1")).statusCode);
    expect(statuses.at(-1)).toBe(429);
    expect(statuses.filter((status) => status !== 429)).toHaveLength(AUTH_RATE_LIMITS.review.perIp);
    const last = await send("someone.new@example.com", "198.18.3.1");
    expect(last.json()).toEqual({ status: 0, message: "Too many reviews. Please try again later." });
  });

  it("#25.3 and once an email has, from any addresses", async () => {
    const statuses: number[] = [];
    for (let i = 0; i <= AUTH_RATE_LIMITS.review.perSubject; i++) statuses.push((await send("bo@example.com", `198.18.4.${i + 1}`)).statusCode);
    expect(statuses.filter((status) => status === 429)).toHaveLength(1);
    expect(statuses.at(-1)).toBe(429);
  });
});

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  insertDealer,
  insertListing,
  saveCount,
  sessionCookieOf,
  signUpVerified,
  startTestServer,
  TEST_PASSWORD,
  testVin,
  type TestServer,
} from "../../../test/account-test-kit.js";

describe("saved items", () => {
  let server: TestServer;
  let cookie: string;
  const [vinA, vinB, vinC, soldVin] = [testVin(1), testVin(2), testVin(3), testVin(4)];
  const email = "saver@example.com";
  const inject = (method: "GET" | "POST" | "DELETE", url: string, payload?: object, headers: Record<string, string> = {}) =>
    server.app.inject({ method, url: `/api${url}`, ...(payload ? { payload } : {}), headers });

  beforeAll(async () => {
    server = await startTestServer();
    const dealer = await insertDealer(server.db, "sales@dealer.example");
    for (const vin of [vinA, vinB, vinC]) await insertListing(server.db, vin, dealer);
    await insertListing(server.db, soldVin, dealer, { isSold: true, condition: "new" });
    cookie = await signUpVerified(server.app, email);
  });
  afterAll(() => server.close());

  describe("visitors by cookie id (§6, §7)", () => {
    let cookieId: string;

    it("§8 a new visitor's first save answers 'Vin saved successfully!' with a fresh cookie_id", async () => {
      const response = await inject("POST", "/save_cookie_data", { type: "vin", data: vinA.toLowerCase() });
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body).toMatchObject({ status: 1, message: "Vin saved successfully!", data: [vinA] });
      expect(body.cookie_id).toMatch(/^[0-9a-f]{32}$/);
      cookieId = body.cookie_id;
      const other = await inject("POST", "/save_cookie_data", { type: "vin", data: vinB });
      expect(other.json().cookie_id).not.toBe(cookieId);
    });

    it("§4 a visitor's save counts +1 once like an account's, and answers the count; saving again counts nothing", async () => {
      expect(await saveCount(server.db, vinA)).toBe(1);
      const again = await inject("POST", "/save_cookie_data", { type: "vin", data: vinA, cookie_id: cookieId });
      expect(again.json()).toMatchObject({ status: 1, save_car_count: 1 });
      const before = await saveCount(server.db, vinB);
      const response = await inject("POST", "/save_cookie_data", { type: "vin", data: vinB }, { "x-cookie-id": cookieId });
      expect(response.json()).toMatchObject({ cookie_id: cookieId, data: [vinA, vinB], save_car_count: before + 1 });
      expect(await saveCount(server.db, vinB)).toBe(before + 1);
    });

    it("§3 get_cookie_data answers each saved VIN's card (name, price, picture, sold) beside the VINs, as /user/saved does", async () => {
      const answer = (await inject("GET", `/get_cookie_data?cookie_id=${cookieId}`)).json();
      expect(answer.vin.cars.map((car: { vin_id: string }) => car.vin_id)).toEqual(answer.vin.data);
      expect(answer.vin.cars[1]).toMatchObject({ vin_id: vinB, url: `/vin/${vinB}`, is_new: false, is_sold: false });
      expect(JSON.parse(answer.vin.cars[1].data)).toMatchObject({ vin_name: expect.any(String), price: expect.any(Number) });
    });

    it("§8 searches: 'Search saved successfully!', 'Search removed.', clear removes all", async () => {
      const saved = await inject("POST", "/save_cookie_data", { type: "search", data: "/used-cars/honda?zip=94103", cookie_id: cookieId });
      expect(saved.json()).toMatchObject({ status: 1, message: "Search saved successfully!", data: [{ search_url: "/used-cars/honda?zip=94103" }] });
      await inject("POST", "/save_cookie_data", { type: "search", data: "/used-cars/toyota", cookie_id: cookieId });
      const removed = await inject("POST", "/remove_cookie_data", { type: "search", data: "/used-cars/toyota", cookie_id: cookieId });
      expect(removed.json()).toMatchObject({ message: "Search removed.", data: [{ search_url: "/used-cars/honda?zip=94103" }] });
      await inject("POST", "/save_cookie_data", { type: "search", data: "/new-cars", cookie_id: cookieId });
      const cleared = await inject("POST", "/remove_cookie_data", { type: "search", clear: true, cookie_id: cookieId });
      expect(cleared.json().data).toEqual([]);
      await inject("POST", "/save_cookie_data", { type: "search", data: "/used-cars/honda?zip=94103", cookie_id: cookieId });
    });

    it("§7 get_cookie_data with data=type=vin,search&format=partial answers both lists", async () => {
      const data = encodeURIComponent(`type=vin,search&format=partial&cookie_id=${cookieId}`);
      const response = await inject("GET", `/get_cookie_data?data=${data}`);
      expect(response.json()).toMatchObject({ vin: { data: [vinA, vinB] }, search: { data: [{ search_url: "/used-cars/honda?zip=94103" }] } });
      const empty = await inject("GET", `/get_cookie_data?data=${encodeURIComponent("type=vin")}`);
      expect(empty.json()).toEqual({ cookie_id: null, vin: { data: [], cars: [] } });
    });

    it("§8 removing a VIN answers 'Vin removed from saved list.'", async () => {
      const before = await saveCount(server.db, vinB);
      const response = await inject("POST", "/remove_cookie_data", { type: "vin", data: vinB, cookie_id: cookieId });
      expect(response.json()).toEqual({ status: 1, message: "Vin removed from saved list.", cookie_id: cookieId, data: [vinA], save_car_count: before - 1 });
      const twice = await inject("POST", "/remove_cookie_data", { type: "vin", data: vinB, cookie_id: cookieId });
      expect(twice.json().save_car_count).toBe(before - 1);
      await inject("POST", "/save_cookie_data", { type: "vin", data: vinC, cookie_id: cookieId });
    });

    it("refuses unknown and malformed VINs, unsafe search URLs, bad cookie ids and types, and malformed data=", async () => {
      const cases: [object, number, string][] = [
        [{ type: "vin", data: testVin(99) }, 404, "Vehicle not found."],
        [{ type: "vin", data: "1HGCM82633A00435X" }, 400, "Invalid VIN."],
        [{ type: "vin", data: "' or 1=1 --" }, 400, "Invalid VIN."],
        [{ type: "vin", data: 12345 }, 400, "Invalid VIN."],
        [{ type: "search", data: "javascript:alert(1)" }, 400, "Invalid search."],
        [{ type: "search", data: "//evil.example/x" }, 400, "Invalid search."],
        [{ type: "search", data: "/<script>alert(1)</script> x" }, 400, "Invalid search."],
        [{ type: "vin", data: vinA, cookie_id: "../../etc" }, 400, "Invalid cookie id."],
        [{ type: "car", data: vinA }, 400, "Unknown saved item type."],
      ];
      for (const [payload, status, message] of cases) {
        const response = await inject("POST", "/save_cookie_data", payload);
        expect([response.statusCode, response.json().message], JSON.stringify(payload)).toEqual([status, message]);
      }
      const malformed = await server.app.inject({ method: "GET", url: "/api/get_cookie_data?data=a&data=b" });
      expect(malformed.statusCode).toBe(400);
      const notJson = await server.app.inject({
        method: "POST",
        url: "/api/save_cookie_data",
        payload: "{not json",
        headers: { "content-type": "application/json" },
      });
      expect(notJson.statusCode).toBe(400);
      expect(notJson.json().status).toBe(0);
    });

    it("merges into the account on sign-in once, without duplicates, and counts each VIN once", async () => {
      // The visitor's save of vinA counted already; the account's makes two, and merging the two leaves one.
      await inject("POST", "/user/saved/vins", { vin_id: vinA }, { cookie });
      expect(await saveCount(server.db, vinA)).toBe(2);
      const signIn = await inject("POST", "/auth/sign-in", { email, password: TEST_PASSWORD, cookie_id: cookieId });
      cookie = sessionCookieOf(signIn);
      const saved = (await inject("GET", "/user/saved", undefined, { cookie })).json();
      expect(saved.vins.map((v: { vin_id: string }) => v.vin_id).sort()).toEqual([vinA, vinC].sort());
      expect(saved.searches.map((s: { search_url: string }) => s.search_url)).toEqual(["/used-cars/honda?zip=94103"]);
      expect([await saveCount(server.db, vinA), await saveCount(server.db, vinC)]).toEqual([1, 1]);
      const visitor = await inject("GET", `/get_cookie_data?cookie_id=${cookieId}`);
      expect(visitor.json()).toMatchObject({ vin: { data: [] }, search: { data: [] } });
      // A second sign-in with the same cookie id merges nothing more.
      cookie = sessionCookieOf(await inject("POST", "/auth/sign-in", { email, password: TEST_PASSWORD, cookie_id: cookieId }));
      expect(await saveCount(server.db, vinC)).toBe(1);
    });
  });

  describe("signed-in users (§3 Saved data, §4 Saved listing)", () => {
    it("§4 saving counts +1 once (idempotent), removing −1, in step with the saved list", async () => {
      const before = await saveCount(server.db, vinB);
      const first = await inject(
        "POST",
        "/user/saved/vins",
        { vin_id: vinB, url: `/vin/${vinB}`, vin_data: JSON.stringify({ vin_name: "x", price: 1 }) },
        { cookie },
      );
      expect(first.json()).toEqual({ status: 1, message: "Vin saved successfully!", save_car_count: before + 1 });
      const again = await inject("POST", "/user/saved/vins", { vin_id: vinB }, { cookie });
      expect(again.json().save_car_count).toBe(before + 1);
      const removed = await inject("DELETE", `/user/saved/vins/${vinB}`, undefined, { cookie });
      expect(removed.json()).toEqual({ status: 1, message: "Vin removed from saved list.", save_car_count: before });
      const twice = await inject("DELETE", `/user/saved/vins/${vinB}`, undefined, { cookie });
      expect(twice.json().save_car_count).toBe(before);
    });

    it("§3 saved VINs answer vin_id, url, data (vin_name, price, image, trim_name, brand, url), is_new and is_sold", async () => {
      await inject("POST", "/user/saved/vins", { vin_id: soldVin }, { cookie });
      const saved = (await inject("GET", "/user/saved", undefined, { cookie })).json();
      expect({ ...saved.vins[0], data: JSON.parse(saved.vins[0].data) }).toEqual({
        vin_id: soldVin,
        url: `/vin/${soldVin}`,
        data: {
          vin_name: "2021 Honda Accord EX",
          price: 23_500,
          image: "https://img.example/accord.jpg",
          trim_name: "EX",
          brand: "Honda",
          url: `/vin/${soldVin}`,
        },
        is_new: true,
        is_sold: true,
        saved_price: 23_500,
      });
    });

    it("#26.16 a saved car keeps the price it was saved at, for visitors and accounts: a later cut shows against it", async () => {
      const visitor = (await inject("POST", "/save_cookie_data", { type: "vin", data: vinC })).json().cookie_id as string;
      await inject("POST", "/user/saved/vins", { vin_id: vinC }, { cookie });
      await server.db.updateTable("listings").set({ price: 21_900 }).where("vin", "=", vinC).execute();
      const account = (await inject("GET", "/user/saved", undefined, { cookie })).json();
      const visitorCars = (await inject("GET", `/get_cookie_data?cookie_id=${visitor}`)).json().vin.cars;
      for (const car of [account.vins.find((entry: { vin_id: string }) => entry.vin_id === vinC), visitorCars[0]]) {
        expect(car).toMatchObject({ vin_id: vinC, saved_price: 23_500 });
        expect(JSON.parse(car.data).price).toBe(21_900);
      }
      await server.db.updateTable("listings").set({ price: 23_500 }).where("vin", "=", vinC).execute();
    });

    it("refuses bad input: unknown VIN 404, vin_data not JSON, no session 401", async () => {
      expect((await inject("POST", "/user/saved/vins", { vin_id: testVin(98) }, { cookie })).statusCode).toBe(404);
      const badData = await inject("POST", "/user/saved/vins", { vin_id: vinA, vin_data: "{oops" }, { cookie });
      expect(badData.json()).toEqual({ status: 0, message: "vin_data must be JSON text." });
      expect((await inject("POST", "/user/saved/vins", { vin_id: vinA })).statusCode).toBe(401);
      expect((await inject("DELETE", "/user/saved/vins/not-a-vin", undefined, { cookie })).statusCode).toBe(400);
    });

    it("saves, removes and clears searches", async () => {
      const saved = await inject("POST", "/user/saved/searches", { search_url: "/used-cars/sedan" }, { cookie });
      expect(saved.json()).toMatchObject({ status: 1, message: "Search saved successfully!" });
      const id = saved.json().id as number;
      expect((await inject("DELETE", `/user/saved/searches/${id}`, undefined, { cookie })).json()).toEqual({ status: 1, message: "Search removed." });
      expect((await inject("DELETE", "/user/saved/searches/abc", undefined, { cookie })).statusCode).toBe(400);
      await inject("POST", "/user/saved/searches", { search_url: "/used-cars/suv" }, { cookie });
      expect((await inject("DELETE", "/user/saved/searches", undefined, { cookie })).json()).toEqual({ status: 1, message: "Search removed." });
      expect((await inject("GET", "/user/saved", undefined, { cookie })).json().searches).toEqual([]);
      expect((await inject("POST", "/user/saved/searches", { search_url: "https://evil.example" }, { cookie })).statusCode).toBe(400);
    });
  });
});

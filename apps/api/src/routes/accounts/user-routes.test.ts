import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ACCOUNT_MESSAGES, LEAD_FORM_MESSAGES } from "@carmarket/validation";
import { USER_MESSAGES } from "./user-routes.js";
import {
  insertDealer,
  insertListing,
  mailbox,
  saveCount,
  signUpForm,
  signUpVerified,
  startTestServer,
  testVin,
  type TestServer,
} from "../../test/account-test-kit.js";

describe("account details, preferences and payment requests (§6: signed-in only)", () => {
  let server: TestServer;
  let cookie: string;
  const put = (url: string, payload: object, headers: Record<string, string> = { cookie }) =>
    server.app.inject({ method: "PUT", url: `/api${url}`, payload, headers });
  const me = async () => (await server.app.inject({ method: "GET", url: "/api/user/me", headers: { cookie } })).json();

  beforeAll(async () => {
    server = await startTestServer();
    cookie = await signUpVerified(server.app, "owner@example.com");
  });
  afterAll(() => server.close());

  it("§8 updates name, phone and payment_id: 'User details updated successfully!'", async () => {
    const response = await put("/user/me", { first_name: "Grace", last_name: "Brewster Hopper", phone: "555-123-4567", payment_id: "grace@paypal.example" });
    expect(response.json()).toEqual({ status: 1, message: "User details updated successfully!" });
    expect(await me()).toMatchObject({
      first_name: "Grace",
      last_name: "Brewster Hopper",
      name: "Grace Brewster Hopper",
      phone: "555-123-4567",
      payment_id: "grace@paypal.example",
    });
  });

  it("§3 a full name alone is split into first and last", async () => {
    await put("/user/me", { name: "Ada King" });
    expect(await me()).toMatchObject({ first_name: "Ada", last_name: "King", name: "Ada King" });
  });

  it("§5 refuses bad details with the form messages; without a session 401", async () => {
    expect((await put("/user/me", { first_name: "<img src=x onerror=alert(1)>" })).json().message).toBe(LEAD_FORM_MESSAGES.invalidFirstName);
    expect((await put("/user/me", { phone: "call me" })).json().message).toBe(LEAD_FORM_MESSAGES.invalidPhone);
    expect((await put("/user/me", { payment_id: "not paypal" })).json().message).toBe(ACCOUNT_MESSAGES.paymentId);
    expect((await put("/user/me", { first_name: "Ada" }, {})).statusCode).toBe(401);
    expect((await me()).first_name).toBe("Ada");
  });

  it("§6 without a session every account call answers 401 before it reads the body or path (a visitor learns no field rule)", async () => {
    const anonymous = (method: "PUT" | "POST" | "DELETE", url: string, payload?: object) =>
      server.app.inject({ method, url: `/api${url}`, ...(payload ? { payload } : {}) }).then((response) => [url, response.statusCode]);
    const answers = await Promise.all([
      anonymous("PUT", "/user/me", { phone: "call me" }),
      anonymous("PUT", "/user/communication", { enabled: "yes" }),
      anonymous("POST", "/user/payment-request", { amount: -5 }),
      anonymous("POST", "/auth/change-password", {}),
      anonymous("POST", "/user/saved/vins", { vin_id: "not a vin" }),
      anonymous("DELETE", "/user/saved/vins/not-a-vin"),
      anonymous("DELETE", "/user/saved/searches/abc"),
      anonymous("DELETE", "/user/alerts/abc"),
      anonymous("PUT", "/user/saved/searches/digest", { search_url: "//evil.example" }),
    ]);
    expect(answers).toEqual(answers.map(([url]) => [url, 401]));
  });

  it("toggles the communication preference", async () => {
    expect((await put("/user/communication", { enabled: true })).json()).toMatchObject({ status: 1, enabled: true });
    expect((await me()).communication_opt_in).toBe(true);
    expect((await put("/user/communication", { enabled: "yes" })).statusCode).toBe(400);
    await put("/user/communication", { enabled: false });
    expect((await me()).communication_opt_in).toBe(false);
  });

  it("stores a payment request and emails it to the operator through the outbox", async () => {
    const post = (payload: object, headers: Record<string, string> = { cookie }) =>
      server.app.inject({ method: "POST", url: "/api/user/payment-request", payload, headers });
    expect((await post({ amount: 12.345 })).json()).toEqual({ status: 0, message: USER_MESSAGES.amount });
    expect((await post({ amount: -5 })).statusCode).toBe(400);
    expect((await post({}, {})).statusCode).toBe(401);
    expect((await post({ amount: 49.99 })).json()).toEqual({ status: 1, message: USER_MESSAGES.paymentRequested });
    const stored = await server.db.selectFrom("payment_requests").selectAll().executeTakeFirstOrThrow();
    expect({ amount: Number(stored.amount), payment_id: stored.payment_id }).toEqual({ amount: 49.99, payment_id: "grace@paypal.example" });
    const email = (await mailbox(server.app))[0]!;
    expect(email).toMatchObject({ kind: "payment_request", to_address: "payments@carmarket.example" });
    expect(email.text).toContain("PayPal account: grace@paypal.example");
    expect(email.text).toContain("Amount: $49.99");
  });

  it("a payment request needs a PayPal account on file", async () => {
    await put("/user/me", { payment_id: "" });
    const response = await server.app.inject({ method: "POST", url: "/api/user/payment-request", payload: {}, headers: { cookie } });
    expect(response.json()).toEqual({ status: 0, message: USER_MESSAGES.noPaymentId });
  });

  it("sign-up moves the visitor's saves into the new account, counting each VIN once", async () => {
    const vin = testVin(40);
    await insertListing(server.db, vin, await insertDealer(server.db, "d@dealer.example"));
    const visitor = await server.app.inject({ method: "POST", url: "/api/save_cookie_data", payload: { type: "vin", data: vin } });
    const cookieId = visitor.json().cookie_id as string;
    await server.app.inject({ method: "POST", url: "/api/auth/sign-up", payload: { ...signUpForm("visitor@example.com"), cookie_id: cookieId } });
    const user = await server.db.selectFrom("users").select("id").where("email", "=", "visitor@example.com").executeTakeFirstOrThrow();
    const saved = await server.db.selectFrom("user_saved_vins").select("vin").where("user_id", "=", user.id).execute();
    expect(saved).toEqual([{ vin }]);
    expect(await saveCount(server.db, vin)).toBe(1);
    expect(await server.db.selectFrom("visitor_saved_vins").select("vin").execute()).toEqual([]);
  });
});

// Test helpers of the accounts area (imported by *.test.ts only): a server on a fresh database,
// minimal catalogue rows, a signed-up-and-verified user, and the dev mailbox as JSON.
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { sql } from "kysely";
import { vinCheckDigit } from "@carmarket/validation";
import { buildApiServer } from "../app.js";
import { readConfig, type ApiConfig } from "../config.js";
import type { DatabaseHandle, Db } from "../db/database.js";
import type { MailboxEmail } from "../outbox/mailbox-page.js";
import { createTestDatabase } from "./test-database.js";
import { adfDtdErrors } from "./adf-dtd.js";

export interface TestServer {
  app: FastifyInstance;
  database: DatabaseHandle;
  db: Db;
  close(): Promise<void>;
}

/** An API server on a fresh migrated database (PGlite, or Postgres in the second pass); digests run only when a test calls them. */
export async function startTestServer(config: Partial<ApiConfig> = {}): Promise<TestServer> {
  const database = await createTestDatabase();
  const app = await buildApiServer({
    database,
    config: { ...readConfig({}), publicOrigin: "https://carmarket.test", searchDigestPollMs: 0, devRoutes: true, ...config },
  });
  return {
    app,
    database,
    db: database.db,
    async close() {
      await app.close();
      await database.close();
    },
  };
}

/** A database with one user row (no real password: for tests below the HTTP layer); returns the user's id. */
export async function databaseWithUser(email: string): Promise<{ database: DatabaseHandle; userId: number }> {
  const database = await createTestDatabase();
  const user = await database.db
    .insertInto("users")
    .values({ first_name: "Test", last_name: "User", name: "Test User", email, password_hash: "not-a-hash" })
    .returning("id")
    .executeTakeFirstOrThrow();
  return { database, userId: user.id };
}

/** A valid VIN (correct check digit) numbered `n`, e.g. for distinct test listings. */
export function testVin(n: number): string {
  const draft = `1HGCM82603A${String(n).padStart(6, "0")}`;
  const check = vinCheckDigit(draft);
  return `${draft.slice(0, 8)}${check}${draft.slice(9)}`;
}

let dealerCounter = 0;

/** Inserts a dealer and returns its id. */
export async function insertDealer(db: Db, email: string): Promise<number> {
  dealerCounter += 1;
  const result = await sql<{ id: number }>`
    insert into dealers (name, slug, email, website, address, zip, city, state, latitude, longitude, dealer_url)
    values (${`Dealer ${dealerCounter} & Sons`}, ${`dealer-${dealerCounter}`}, ${email}, 'https://dealer.example', '1 Main St', '94103', 'San Francisco', 'CA', 37.77, -122.41, ${`/dealers/dealer-${dealerCounter}`})
    returning id`.execute(db);
  return result.rows[0]!.id;
}

/** Inserts a 2021 Honda Accord listing of `vin` at `dealerId` (brand and model made on first use). */
export async function insertListing(
  db: Db,
  vin: string,
  dealerId: number,
  options: { price?: number; isSold?: boolean; condition?: string } = {},
): Promise<void> {
  await sql`insert into brands (name, slug) values ('Honda', 'honda') on conflict (slug) do nothing`.execute(db);
  const brand = await sql<{ id: number }>`select id from brands where slug = 'honda'`.execute(db);
  const brandId = brand.rows[0]!.id;
  await sql`
    insert into models (brand_id, name, slug, body_type, vehicle_class, submodel_family_slug, url)
    values (${brandId}, 'Accord', 'accord', 'sedan', 'Midsize Car', 'accord', '/honda/accord')
    on conflict (brand_id, slug) do nothing`.execute(db);
  const model = await sql<{ id: number }>`select id from models where slug = 'accord'`.execute(db);
  await sql`
    insert into listings (vin, dealer_id, brand_id, model_id, year, brand_name, brand_slug, model_name, model_slug, body_type,
      trim_name, vin_name, condition, is_sold, price, mileage, main_picture, city_name, state_name, latitude, longitude,
      date_of_release_in_market, url, last_seen_in_feed)
    values (${vin}, ${dealerId}, ${brandId}, ${model.rows[0]!.id}, 2021, 'Honda', 'honda', 'Accord', 'accord', 'sedan',
      'EX', '2021 Honda Accord EX', ${options.condition ?? "used"}, ${options.isSold ?? false}, ${options.price ?? 23_500}, 31000,
      'https://img.example/accord.jpg', 'San Francisco', 'CA', 37.77, -122.41, now(), ${`/vin/${vin}`}, now())`.execute(db);
}

/** A listing's save_car_count. */
export async function saveCount(db: Db, vin: string): Promise<number> {
  const row = await db.selectFrom("listings").select("save_car_count").where("vin", "=", vin).executeTakeFirstOrThrow();
  return row.save_car_count;
}

/** An email of the dev mailbox (JSON variant: the date arrives as text). */
export type MailboxEntry = Omit<MailboxEmail, "created_at"> & { created_at: string };

/** The dev mailbox, newest first. */
export async function mailbox(app: FastifyInstance): Promise<MailboxEntry[]> {
  const response = await app.inject({ method: "GET", url: "/api/dev/mailbox.json" });
  return (response.json() as { emails: MailboxEntry[] }).emails;
}

/**
 * Every lead email in the outbox with what the ADF 1.0 DTD (xmllint) says of it: "" for a valid one.
 * Lead test files end by checking every lead they sent, so each way a lead is built is validated.
 */
export async function leadEmailsAgainstAdfDtd(db: Db): Promise<{ to: string; errors: string }[]> {
  const leads = await db.selectFrom("outbox").select(["to_address", "text"]).where("kind", "=", "lead").orderBy("id").execute();
  return leads.map((lead) => ({ to: lead.to_address, errors: adfDtdErrors(lead.text) }));
}

/** The token of the newest emailed link to `path` (e.g. /verify-email) sent to `to`. */
export async function emailedToken(app: FastifyInstance, to: string, path: string): Promise<string> {
  const email = (await mailbox(app)).find((entry) => entry.to_address === to && entry.text.includes(`${path}?token=`));
  const match = email?.text.match(/\?token=([A-Za-z0-9_%-]+)/);
  if (!match?.[1]) throw new Error(`no ${path} email to ${to}`);
  return decodeURIComponent(match[1]);
}

/** The session cookie a response set, as a `cookie` header value. */
export function sessionCookieOf(response: LightMyRequestResponse): string {
  const cookie = response.cookies.find((c) => c.name === "user-jwt-token");
  if (!cookie) throw new Error("no session cookie set");
  return `user-jwt-token=${cookie.value}`;
}

/** The test users' password: passes §5, not on the common list. */
export const TEST_PASSWORD = "Tr4vel@Wagon!";

/** A user's sign-up form; the password passes §5 and is not a common one. */
export function signUpForm(email: string, password = TEST_PASSWORD) {
  return { first_name: "Ada", last_name: "Lovelace", email, phone: "(555) 123-4567", password, confirm_password: password };
}

/**
 * Signs a user up, verifies the email through the emailed link and signs in, from `remoteAddress` (a test with many
 * users gives each its own, so the per-address budgets do not refuse the later ones); returns the session cookie.
 */
export async function signUpVerified(app: FastifyInstance, email: string, password = TEST_PASSWORD, remoteAddress = "127.0.0.1"): Promise<string> {
  const signUp = await app.inject({ method: "POST", url: "/api/auth/sign-up", payload: signUpForm(email, password), remoteAddress });
  if (signUp.statusCode !== 200) throw new Error(`sign-up failed: ${signUp.body}`);
  const token = await emailedToken(app, email, "/verify-email");
  await app.inject({ method: "POST", url: "/api/auth/verify-email", payload: { token }, remoteAddress });
  const signIn = await app.inject({ method: "POST", url: "/api/auth/sign-in", payload: { email, password }, remoteAddress });
  return sessionCookieOf(signIn);
}

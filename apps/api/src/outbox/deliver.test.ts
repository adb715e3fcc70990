import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../db/database.js";
import { createTestDatabase } from "../test/test-database.js";
import { deliverDueEmails, MAX_DELIVERY_ATTEMPTS, retryDelayMs, type MailTransport } from "./deliver.js";
import { queueEmail } from "./queue-email.js";

/** A transport that records what it sends and fails while `failing` is set. */
function fakeTransport() {
  const sent: { to: string; subject: string }[] = [];
  const transport: MailTransport & { failing: boolean } = {
    failing: false,
    async sendMail(message) {
      if (transport.failing) throw new Error("SMTP 451 try later");
      sent.push({ to: message.to, subject: message.subject });
      return {};
    },
  };
  return { transport, sent };
}

describe("outbox delivery", () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  const row = (id: number) => database.db.selectFrom("outbox").selectAll().where("id", "=", id).executeTakeFirstOrThrow();

  it("sends due emails oldest first and marks them sent", async () => {
    const { transport, sent } = fakeTransport();
    const a = await queueEmail(database.db, { kind: "lead", to: "a@dealer.example", subject: "A", text: "x" });
    const b = await queueEmail(database.db, { kind: "lead", to: "b@dealer.example", subject: "B", text: "y" });
    expect(await deliverDueEmails(database.db, transport, { from: "no-reply@carmarket.example" })).toEqual({ sent: 2, failed: 0 });
    expect(sent.map((m) => m.subject)).toEqual(["A", "B"]);
    expect((await row(a)).status).toBe("sent");
    expect((await row(b)).attempts).toBe(1);
    expect(await deliverDueEmails(database.db, transport, { from: "x" })).toEqual({ sent: 0, failed: 0 });
  });

  it("records a failure and retries with exponential backoff, then gives up after the last attempt", async () => {
    const { transport, sent } = fakeTransport();
    transport.failing = true;
    const start = new Date("2030-01-01T00:00:00Z");
    const id = await queueEmail(database.db, { kind: "verify_email", to: "c@example.com", subject: "C", text: "z" });
    await deliverDueEmails(database.db, transport, { from: "x", now: start });
    const failed = await row(id);
    expect(failed).toMatchObject({ status: "pending", attempts: 1, last_error: "SMTP 451 try later" });
    expect(failed.next_attempt_at.getTime()).toBe(start.getTime() + retryDelayMs(1));
    // Not due yet: nothing is tried.
    expect(await deliverDueEmails(database.db, transport, { from: "x", now: start })).toEqual({ sent: 0, failed: 0 });
    let now = start;
    for (let attempt = 2; attempt <= MAX_DELIVERY_ATTEMPTS; attempt++) {
      now = new Date(now.getTime() + retryDelayMs(attempt - 1));
      await deliverDueEmails(database.db, transport, { from: "x", now });
    }
    expect(await row(id)).toMatchObject({ status: "failed", attempts: MAX_DELIVERY_ATTEMPTS });
    transport.failing = false;
    await deliverDueEmails(database.db, transport, { from: "x", now: new Date(now.getTime() + 86_400_000) });
    expect(sent).toEqual([]);
  });

  it("backs off 1, 2, 4, 8, 16 minutes", () => {
    expect([1, 2, 3, 4, 5].map(retryDelayMs)).toEqual([60_000, 120_000, 240_000, 480_000, 960_000]);
  });
});

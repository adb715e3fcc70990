import { afterAll, beforeAll, describe, expect, it } from "vitest";
import Fastify from "fastify";
import type { DatabaseHandle } from "../db/database.js";
import { createTestDatabase } from "../test/test-database.js";
import type { MailTransport } from "./deliver.js";
import { queueEmail } from "./queue-email.js";
import { startOutboxWorker } from "./worker.js";

describe("#14 the outbox worker on shutdown", () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it("stops between emails: the one being sent is recorded as sent, the rest stay pending for the next start", async () => {
    const ids = [
      await queueEmail(database.db, { kind: "lead", to: "a@dealer.example", subject: "A", text: "x" }),
      await queueEmail(database.db, { kind: "lead", to: "b@dealer.example", subject: "B", text: "y" }),
      await queueEmail(database.db, { kind: "lead", to: "c@dealer.example", subject: "C", text: "z" }),
    ];
    let stopping: Promise<void> | undefined;
    const subjects: string[] = [];
    // Shutdown arrives while the first email is on its way to the mail server.
    const transport: MailTransport = {
      async sendMail(message) {
        subjects.push(message.subject);
        stopping ??= stop();
        return {};
      },
    };
    const stop = startOutboxWorker(database.db, transport, { from: "x", log: Fastify().log });
    while (!stopping) await new Promise((resolve) => setImmediate(resolve));
    await stopping;

    expect(subjects).toEqual(["A"]);
    const statuses = await database.db.selectFrom("outbox").select(["id", "status"]).where("id", "in", ids).orderBy("id").execute();
    expect(statuses.map(({ status }) => status)).toEqual(["sent", "pending", "pending"]);
  });
});

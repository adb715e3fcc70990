import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "../test/test-database.js";
import type { DatabaseHandle } from "../db/database.js";
import { deliverDueEmails } from "./deliver.js";
import { createFolderTransport, readMailFolder } from "./mail-folder.js";
import { queueEmail } from "./queue-email.js";

describe("#12 the local mail folder (what `pnpm mailbox` reads without SMTP)", () => {
  let dir: string;
  let database: DatabaseHandle;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), "carmarket-mail-"));
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database.close();
    await rm(dir, { recursive: true, force: true });
  });

  it("the outbox delivers each email once into the folder, and it reads back newest first", async () => {
    await queueEmail(database.db, { kind: "verify_email", to: "a@example.com", subject: "Verify", text: "Open http://localhost:3000/verify-email?token=abc" });
    await queueEmail(database.db, {
      kind: "reset_password",
      to: "b@example.com",
      subject: "Reset",
      text: "Open http://localhost:3000/reset-password?token=def",
    });
    let tick = Date.parse("2026-11-24T10:00:00Z");
    const transport = createFolderTransport(dir, () => new Date((tick += 1000)));
    expect(await deliverDueEmails(database.db, transport, { from: "CarMarket <no-reply@carmarket.example>" })).toEqual({ sent: 2, failed: 0 });
    expect(await deliverDueEmails(database.db, transport, { from: "x" })).toEqual({ sent: 0, failed: 0 });

    const emails = await readMailFolder(dir);
    expect(emails.map((email) => [email.to, email.subject])).toEqual([
      ["b@example.com", "Reset"],
      ["a@example.com", "Verify"],
    ]);
    expect(emails[1]?.text).toContain("/verify-email?token=abc");
    expect((await readdir(dir)).filter((name) => name.startsWith("."))).toEqual([]);
  });

  it("a folder that does not exist yet reads as empty", async () => {
    expect(await readMailFolder(join(dir, "none"))).toEqual([]);
  });
});

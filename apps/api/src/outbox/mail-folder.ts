import { mkdir, readdir, readFile, rename, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { randomUUID } from "node:crypto";
import type { MailTransport } from "./deliver.js";

/** One email as the folder keeps it. */
export interface FolderEmail {
  from: string;
  to: string;
  subject: string;
  text: string;
  /** When it was delivered into the folder (ISO 8601). */
  date: string;
}

/**
 * A mail transport that delivers into a local folder, one JSON file per email: where a machine without
 * SMTP (a newcomer's `pnpm start`) receives its emails, read with `pnpm mailbox`. Reading the folder needs
 * access to the machine, which is already trust; nothing of it is served over HTTP.
 */
export function createFolderTransport(dir: string, clock: () => Date = () => new Date()): MailTransport {
  return {
    async sendMail(message) {
      await mkdir(dir, { recursive: true });
      const date = clock();
      const email: FolderEmail = { ...message, date: date.toISOString() };
      // Written under a temporary name and renamed, so a reader never sees half an email.
      const name = `${date.getTime()}-${randomUUID()}.json`;
      await writeFile(join(dir, `.${name}`), JSON.stringify(email, null, 2), { mode: 0o600 });
      await rename(join(dir, `.${name}`), join(dir, name));
    },
  };
}

/** The newest `limit` emails of the folder, newest first (none when the folder does not exist yet). */
export async function readMailFolder(dir: string, limit = 20): Promise<FolderEmail[]> {
  const names = await readdir(dir).catch((error: NodeJS.ErrnoException) => {
    if (error.code === "ENOENT") return [];
    throw error;
  });
  const newest = names
    .filter((name) => name.endsWith(".json") && !name.startsWith("."))
    .sort((a, b) => Number.parseInt(b, 10) - Number.parseInt(a, 10) || b.localeCompare(a))
    .slice(0, limit);
  return Promise.all(newest.map(async (name) => JSON.parse(await readFile(join(dir, name), "utf8")) as FolderEmail));
}

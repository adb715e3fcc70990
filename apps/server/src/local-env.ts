import { isIP } from "node:net";
import { join } from "node:path";

/** Where emails land without SMTP (`.data/mail` beside the embedded database): `pnpm mailbox` reads it. */
export const LOCAL_MAIL_DIR = join(process.cwd(), ".data", "mail");

/** Without SMTP_URL the outbox delivers into the local mail folder, so a newcomer can finish sign-up. */
export function defaultToLocalMail(env: NodeJS.ProcessEnv): void {
  if (!env.SMTP_URL) env.MAIL_DIR ??= LOCAL_MAIL_DIR;
}

/** Whether a listen address is reachable from this machine only. */
export function isLoopbackHost(host: string): boolean {
  if (host === "localhost") return true;
  if (isIP(host) === 4) return host.startsWith("127.");
  return host === "::1";
}

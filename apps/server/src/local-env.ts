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

/** Where `pnpm start` listens: PORT (3000) on HOST (127.0.0.1, loopback only unless told otherwise). */
export function readListenAddress(env: NodeJS.ProcessEnv = process.env): { host: string; port: number } {
  return { host: env.HOST ?? "127.0.0.1", port: Number(env.PORT ?? 3000) };
}

/**
 * The dev routes hand every email (reset links included) and the dealers' inventories to whoever asks:
 * with DEV_ROUTES=1 the start is refused off loopback, and warned about on it.
 */
export function refuseDevRoutesOffLoopback(devRoutes: boolean, host: string): void {
  if (!devRoutes) return;
  if (!isLoopbackHost(host)) {
    console.error(`Refusing to start: DEV_ROUTES=1 exposes the dev mailbox and feed upload, and HOST=${host} is not loopback.`);
    process.exit(1);
  }
  console.warn("WARNING: DEV_ROUTES=1: /api/dev/mailbox and /api/dev/feeds are open on this loopback server. Never use this in production.");
}

/**
 * IMAGE_FETCH_ALLOW lets the photo fetcher reach named private sources, for tests and development (issue
 * #24): the start is refused off loopback, where it could reach the operator's own network.
 */
export function refuseImageFetchAllowOffLoopback(allow: ReadonlySet<string>, host: string): void {
  if (allow.size === 0) return;
  if (!isLoopbackHost(host)) {
    console.error(`Refusing to start: IMAGE_FETCH_ALLOW lets dealers' photo links reach private addresses, and HOST=${host} is not loopback.`);
    process.exit(1);
  }
  console.warn(`WARNING: IMAGE_FETCH_ALLOW=${[...allow].join(",")}: photo links may reach these private sources. For tests and development only.`);
}

import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { ChildProcess } from "node:child_process";
import { get, type IncomingHttpHeaders } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readMailFolder } from "@carmarket/api";
import { freePort, startServer as start } from "./test/start-server.js";

describe("#12 `pnpm start` is production-safe by default", () => {
  let child: ChildProcess;
  let origin: string;
  let mailDir: string;
  let ready: string;
  beforeAll(async () => {
    mailDir = await mkdtemp(join(tmpdir(), "carmarket-start-mail-"));
    const port = await freePort();
    origin = `http://127.0.0.1:${port}`;
    const started = start({ PORT: String(port), DATA_DIR: "memory://", SEED_LISTINGS: "200", LOG_LEVEL: "warn", MAIL_DIR: mailDir });
    child = started.child;
    ready = (await started.settled).output;
  });
  afterAll(async () => {
    child.kill("SIGTERM");
    await rm(mailDir, { recursive: true, force: true });
  });

  it("serves in production mode", () => {
    expect(ready).toContain("production mode");
  });

  it("has no development routes: the mailbox and the unauthenticated feed upload answer 404", async () => {
    expect((await fetch(`${origin}/api/dev/mailbox.json`)).status).toBe(404);
    expect((await fetch(`${origin}/api/dev/mailbox`)).status).toBe(404);
    const feed = await fetch(`${origin}/api/dev/feeds/1`, { method: "POST", headers: { "content-type": "text/csv" }, body: "vin\n" });
    expect(feed.status).toBe(404);
  });

  it("a newcomer finishes sign-up from the local mail folder, and the session cookie is Secure; HttpOnly; SameSite=Lax", async () => {
    const email = "newcomer@example.com";
    const password = "Carmarket9!x";
    const post = (path: string, body: object) =>
      fetch(`${origin}/api/auth/${path}`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
    const signUp = await post("sign-up", { first_name: "Ada", last_name: "Lovelace", email, phone: "", password, confirm_password: password });
    expect(signUp.status).toBe(200);
    let token: string | undefined;
    for (let tries = 0; !token && tries < 40; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      const mail = (await readMailFolder(mailDir)).find((entry) => entry.to === email);
      token = mail?.text.match(/verify-email\?token=([^\s]+)/)?.[1];
    }
    expect(token).toBeDefined();
    expect((await post("verify-email", { token: decodeURIComponent(token as string) })).status).toBe(200);
    const signIn = await post("sign-in", { email, password });
    expect(signIn.status).toBe(200);
    const cookie = signIn.headers.getSetCookie().find((value) => value.startsWith("user-jwt-token="));
    expect(cookie).toMatch(/; Secure/);
    expect(cookie).toMatch(/; HttpOnly/);
    expect(cookie).toMatch(/; SameSite=Lax/);
  });

  it("compresses API answers with the pages' brotli window (256 KB, not zlib's 4 MB default; #13)", async () => {
    const { headers, body } = await new Promise<{ headers: IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
      const url = `${origin}/api/search-words/catalog`;
      get(url, { headers: { "accept-encoding": "br" } }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
      }).on("error", reject);
    });
    expect(headers["content-encoding"]).toBe("br");
    // RFC 7932 §9.1: WBITS is 16 when the first bit is 0, else 17 + the next three bits.
    expect((body[0]! & 1) === 0 ? 16 : 17 + ((body[0]! >> 1) & 7)).toBe(18);
  });

  it("refuses to open the dev routes on an address others can reach", async () => {
    const port = await freePort();
    const { output, code } = await start({ PORT: String(port), HOST: "0.0.0.0", DEV_ROUTES: "1", DATA_DIR: "memory://", SEED_LISTINGS: "0" }).settled;
    expect(code).toBe(1);
    expect(output).toContain("Refusing to start");
  });

  it("#24.4 refuses IMAGE_FETCH_ALLOW on an address others can reach", async () => {
    const port = await freePort();
    const { output, code } = await start({
      PORT: String(port),
      HOST: "0.0.0.0",
      IMAGE_FETCH_ALLOW: "127.0.0.1:8080",
      DATA_DIR: "memory://",
      SEED_LISTINGS: "0",
    }).settled;
    expect(code).toBe(1);
    expect(output).toContain("Refusing to start: IMAGE_FETCH_ALLOW");
  });
});

import { describe, expect, it } from "vitest";
import { defaultToLocalMail, isLoopbackHost, LOCAL_MAIL_DIR } from "./local-env.js";

describe("#12 local defaults of `pnpm start`", () => {
  it("dev routes may listen only where nobody else can reach them", () => {
    for (const host of ["127.0.0.1", "127.0.0.2", "localhost", "::1"]) expect(isLoopbackHost(host)).toBe(true);
    for (const host of ["0.0.0.0", "::", "192.168.1.5", "10.0.0.1", "example.com", "127.0.0.1.example.com"]) expect(isLoopbackHost(host)).toBe(false);
  });

  it("emails go to the local mail folder only when no SMTP server is configured", () => {
    const local: NodeJS.ProcessEnv = {};
    defaultToLocalMail(local);
    expect(local.MAIL_DIR).toBe(LOCAL_MAIL_DIR);
    const smtp: NodeJS.ProcessEnv = { SMTP_URL: "smtp://mail.example:587" };
    defaultToLocalMail(smtp);
    expect(smtp.MAIL_DIR).toBeUndefined();
  });
});

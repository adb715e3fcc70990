import { describe, expect, it } from "vitest";
import { PASSWORD_PATTERN } from "@carmarket/validation";
import { COMMON_PASSWORDS } from "./common-passwords.js";
import { hashPassword, isCommonPassword, verifyAgainstDummy, verifyPassword } from "./password.js";

describe("password hashing", () => {
  it("hashes with Argon2id at OWASP's minimum m=19 MiB, t=2, p=1 and verifies only the right password", async () => {
    const hash = await hashPassword("Tr4vel@Wagon!");
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(hash).not.toContain("Tr4vel@Wagon!");
    expect(await verifyPassword(hash, "Tr4vel@Wagon!")).toBe(true);
    expect(await verifyPassword(hash, "Tr4vel@Wagon?")).toBe(false);
  });

  it("treats a malformed stored hash as no match instead of throwing", async () => {
    expect(await verifyPassword("not-a-hash", "Tr4vel@Wagon!")).toBe(false);
  });

  it("the unknown-user check always fails", async () => {
    expect(await verifyAgainstDummy("Dummy-password-1!")).toBe(false);
  });
});

describe("common passwords", () => {
  it("§5 every listed password has the rule's character classes, so the list only covers passwords the rule lets through", () => {
    for (const password of COMMON_PASSWORDS) {
      const capitalised = password.replace(/[a-z]/, (c) => c.toUpperCase());
      expect(PASSWORD_PATTERN.test(capitalised), password).toBe(true);
    }
  });

  it("refuses 'Password1!' and 'P@ssw0rd' in any case, and accepts an uncommon password", () => {
    expect(isCommonPassword("Password1!")).toBe(true);
    expect(isCommonPassword("P@SSW0RD")).toBe(true);
    expect(isCommonPassword("Tr4vel@Wagon!")).toBe(false);
  });
});

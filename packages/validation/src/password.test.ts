import fc from "fast-check";
import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { passwordSchema, validatePassword, validatePasswordConfirmation } from "./password.js";

const RULE = "Password must be at least 8 characters long, contain at least one uppercase letter, one lowercase letter, one number, and one special character.";
const NEW_RULE =
  "New Password must be at least 8 characters long, contain at least one uppercase letter, one lowercase letter, one number, and one special character.";

describe("password (§5)", () => {
  it("§5 password: 8+ chars with lower, upper, digit and one of @$!%*?& is valid", () => {
    for (const ok of ["Secret1!", "aB3@aB3@", "Passw0rd&", "ZZzz99$$%%**??!!"]) {
      expect(validatePassword(ok), ok).toBeNull();
    }
  });

  it("§5 password: each missing class, short length or a foreign character gives the exact message", () => {
    for (const bad of ["", "Secre1!", "secret1!", "SECRET1!", "Secret!!", "Secret12", "Secret1#", "Secret 1!", "Sécret1!"]) {
      expect(validatePassword(bad), bad).toBe(RULE);
    }
  });

  it('§5 password: the change-password variant begins "New Password"', () => {
    expect(validatePassword("weak", { variant: "change" })).toBe(NEW_RULE);
    expect(validatePassword("Secret1!", { variant: "change" })).toBeNull();
  });

  it("§5 password: property, any string of the four classes at 8+ characters is valid", () => {
    const char = (chars: string) => fc.constantFrom(...chars);
    const lower = char("abcdefghijklmnopqrstuvwxyz");
    const upper = char("ABCDEFGHIJKLMNOPQRSTUVWXYZ");
    const digit = char("0123456789");
    const special = char("@$!%*?&");
    const allowed = fc.oneof(lower, upper, digit, special);
    fc.assert(
      fc.property(lower, upper, digit, special, fc.array(allowed, { minLength: 4, maxLength: 20 }), (l, u, d, s, rest) => {
        expect(validatePassword([l, u, d, s, ...rest].join(""))).toBeNull();
      }),
    );
  });

  it("§5 password: 7 characters of all four classes are too short", () => {
    expect(validatePassword("Secret1!".slice(0, 7))).toBe(RULE);
  });

  it("§5 password: the schema keeps the password untrimmed and uses the given empty message", () => {
    expect(v.parse(passwordSchema(), "Secret1!")).toBe("Secret1!");
    expect(v.safeParse(passwordSchema(), " Secret1! ").issues?.[0].message).toBe(RULE);
    expect(v.safeParse(passwordSchema("change", "New Password is empty!"), "").issues?.[0].message).toBe("New Password is empty!");
  });

  it("§5 password confirmation: mismatch messages per variant", () => {
    expect(validatePasswordConfirmation("Secret1!", "Secret1!")).toBeNull();
    expect(validatePasswordConfirmation("Secret1!", "Secret1?")).toBe("Passwords do not match. Please try again.");
    expect(validatePasswordConfirmation("Secret1!", "", { variant: "change" })).toBe("New Passwords do not match. Please try again.");
  });
});

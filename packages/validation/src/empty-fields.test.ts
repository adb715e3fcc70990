import { describe, expect, it } from "vitest";
import { emptyFieldsAlert, fieldIsEmptyMessage, isBlank } from "./empty-fields.js";

describe("empty-fields alert (§5 sign-up)", () => {
  it('§5 sign-up: one empty field reads "is empty!"', () => {
    expect(emptyFieldsAlert(["Email"])).toBe("Email is empty!");
    expect(fieldIsEmptyMessage("Password")).toBe("Password is empty!");
  });

  it('§5 sign-up: two empty fields are joined with "and" and read "are empty!"', () => {
    expect(emptyFieldsAlert(["First Name", "Email"])).toBe("First Name and Email are empty!");
  });

  it("§5 sign-up: three or more use commas and a final 'and', no serial comma", () => {
    expect(emptyFieldsAlert(["First Name", "Email", "Password"])).toBe("First Name, Email and Password are empty!");
    expect(emptyFieldsAlert(["A", "B", "C", "D"])).toBe("A, B, C and D are empty!");
  });

  it("§5 sign-up: no empty field, no alert", () => {
    expect(emptyFieldsAlert([])).toBeNull();
  });

  it("blank means missing, non-text or whitespace only", () => {
    expect([undefined, null, 3, "", "  \t"].map(isBlank)).toEqual([true, true, true, true, true]);
    expect(isBlank(" a ")).toBe(false);
  });
});

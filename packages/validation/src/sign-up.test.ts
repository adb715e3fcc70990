import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { type SignUpValues, signUpSchema, validateSignUp } from "./sign-up.js";

const valid: SignUpValues = {
  first_name: "Ann",
  last_name: "Lee",
  email: "ann@example.com",
  phone: "",
  password: "Secret1!",
  confirm_password: "Secret1!",
};

describe("sign-up (§5)", () => {
  it("§5 sign-up: a complete, valid form has no alert", () => {
    expect(validateSignUp(valid)).toBeNull();
  });

  it("§5 sign-up: every empty field is listed in one alert, in form order", () => {
    expect(validateSignUp({})).toBe("First Name, Last Name, Email, Password and Confirm Password are empty!");
    expect(validateSignUp({ ...valid, email: " " })).toBe("Email is empty!");
    expect(validateSignUp({ ...valid, first_name: "", email: "", password: "" })).toBe("First Name, Email and Password are empty!");
  });

  it("§5 sign-up: the password rule applies once all fields are filled", () => {
    expect(validateSignUp({ ...valid, password: "weak", confirm_password: "weak" })).toBe(
      "Password must be at least 8 characters long, contain at least one uppercase letter, one lowercase letter, one number, and one special character.",
    );
  });

  it('§5 sign-up: confirmation must match: "Passwords do not match. Please try again."', () => {
    expect(validateSignUp({ ...valid, confirm_password: "Secret1?" })).toBe("Passwords do not match. Please try again.");
  });

  it("§5 sign-up: names, email and phone follow the lead-form rules", () => {
    expect(validateSignUp({ ...valid, first_name: "Ann2" })).toBe("Invalid First Name");
    expect(validateSignUp({ ...valid, email: "ann@" })).toBe("Invalid email address.");
    expect(validateSignUp({ ...valid, phone: "12" })).toBe("Invalid Phone number.");
  });

  it("§5 sign-up: the API schema reports the mismatch on confirm_password", () => {
    const result = v.safeParse(signUpSchema, { ...valid, confirm_password: "nope" });
    expect(result.issues?.map((issue) => [v.getDotPath(issue), issue.message])).toEqual([["confirm_password", "Passwords do not match. Please try again."]]);
  });
});

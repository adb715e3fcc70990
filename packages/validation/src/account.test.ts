import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { changePasswordSchema, detailsUpdateSchema, forgotPasswordSchema, resetPasswordSchema, signInSchema } from "./account.js";
import { fieldErrors } from "./field-errors.js";

describe("account schemas (§2.9, §5, §7)", () => {
  it("sign-in: email and password must be present; the password rule is not applied", () => {
    expect(fieldErrors(signInSchema, {})).toEqual({ email: "Email is empty!", password: "Password is empty!" });
    expect(fieldErrors(signInSchema, { email: "ann@example.com", password: "old" })).toEqual({});
  });

  it("sign-in: the password is passed through untrimmed", () => {
    expect(v.parse(signInSchema, { email: " ann@example.com ", password: " pw " })).toEqual({
      email: "ann@example.com",
      password: " pw ",
    });
  });

  it("forgot password: a valid email", () => {
    expect(fieldErrors(forgotPasswordSchema, { email: "" })).toEqual({ email: "Email is empty!" });
    expect(fieldErrors(forgotPasswordSchema, { email: "ann" })).toEqual({ email: "Invalid email address." });
    expect(fieldErrors(forgotPasswordSchema, { email: "ann@example.com" })).toEqual({});
  });

  it("§5 reset password: the password rule and the link's token", () => {
    expect(fieldErrors(resetPasswordSchema, { password: "weak" })).toEqual({
      password:
        "Password must be at least 8 characters long, contain at least one uppercase letter, one lowercase letter, one number, and one special character.",
      token: "This password reset link is invalid. Please request a new one.",
    });
    expect(fieldErrors(resetPasswordSchema, { password: "Secret1!", token: "t0k" })).toEqual({});
  });

  it('§5 change password: the new password message begins "New Password"', () => {
    expect(fieldErrors(changePasswordSchema, { old_password: "", new_password: "weak" })).toEqual({
      old_password: "Old Password is empty!",
      new_password:
        "New Password must be at least 8 characters long, contain at least one uppercase letter, one lowercase letter, one number, and one special character.",
    });
    expect(fieldErrors(changePasswordSchema, { old_password: "x", new_password: "Secret1!" })).toEqual({});
  });

  it("details update: all optional; names, §5 phone rule and a PayPal email when given", () => {
    expect(fieldErrors(detailsUpdateSchema, {})).toEqual({});
    expect(fieldErrors(detailsUpdateSchema, { name: "Ann Lee", first_name: "", phone: "(555) 123-4567", payment_id: "ann@paypal.com" })).toEqual({});
    expect(fieldErrors(detailsUpdateSchema, { name: "Ann!", first_name: "1", last_name: "_", phone: "123", payment_id: "ann" })).toEqual({
      name: "Invalid Name",
      first_name: "Invalid First Name",
      last_name: "Invalid Last Name",
      phone: "Invalid Phone number.",
      payment_id: "Invalid PayPal email address.",
    });
  });
});

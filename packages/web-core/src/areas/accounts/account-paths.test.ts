import { describe, expect, it } from "vitest";
import { redirectAfterSignIn, signInPathFor } from "./account-paths.js";

describe("redirect to /sign-in and back (§2.1, §6)", () => {
  it("§6 a page that needs an account sends the shopper to /sign-in with the page to come back to", () => {
    expect(signInPathFor(new URL("http://x/myaccount/details?tab=1"))).toBe("/sign-in?redirect=%2Fmyaccount%2Fdetails%3Ftab%3D1");
  });

  it("§2.1 sign-in returns to the local page it was sent from", () => {
    expect(redirectAfterSignIn("?redirect=%2Fmyaccount%2Fsaved")).toBe("/myaccount/saved");
    expect(redirectAfterSignIn("")).toBe("/myaccount");
  });

  it.each(["https://evil.example/", "//evil.example/", "/\\evil.example", "javascript:alert(1)", "/%09/evil.example", "/%09%5Cevil.example", "/%0D%0A/x"])(
    "#12 refuses redirect=%s and goes to /myaccount instead",
    (value) => {
      expect(redirectAfterSignIn(`?redirect=${value}`)).toBe("/myaccount");
    },
  );
});

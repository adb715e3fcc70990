import { describe, expect, it } from "vitest";
import { ACCOUNT_ROUTES } from "@carmarket/routes";
import { accountMeta } from "./account-meta.js";

describe("#27.14 account pages' canonical and og:url", () => {
  it("are absolute on the origin the root loader names, and the page stays out of search results", () => {
    const meta = accountMeta(
      "Sign In",
      "Sign in to CarMarket.",
      ACCOUNT_ROUTES.signIn,
    )({ matches: [{ id: "root", loaderData: { origin: "https://carmarket.test" } }] });
    expect(meta).toContainEqual({ tagName: "link", rel: "canonical", href: "https://carmarket.test/sign-in" });
    expect(meta).toContainEqual({ property: "og:url", content: "https://carmarket.test/sign-in" });
    expect(meta).toContainEqual({ name: "robots", content: "noindex" });
  });
});

import { describe, expect, it } from "vitest";
import { ABOUT_PATH, ACCOUNT_ROUTES, authorPath, newsArticlePath, newsCategoryPath, newsShareUrl, tokenLinkPath } from "./site-paths.js";

describe("§2.1 site paths", () => {
  it("§2.1 account routes /myaccount and /sign-in, plus the other §2.9 screens", () => {
    expect(ACCOUNT_ROUTES.myAccount).toBe("/myaccount");
    expect(ACCOUNT_ROUTES.signIn).toBe("/sign-in");
    expect(new Set(Object.values(ACCOUNT_ROUTES)).size).toBe(Object.keys(ACCOUNT_ROUTES).length);
    expect(tokenLinkPath("resetPassword", "a+b/c")).toBe("/reset-password?token=a%2Bb%2Fc");
    expect(tokenLinkPath("verifyEmail", "t1")).toBe("/verify-email?token=t1");
  });

  it("§2.1 author page /author/{slug}; about page /about-us", () => {
    expect(authorPath("jane-doe")).toBe("/author/jane-doe");
    expect(ABOUT_PATH).toBe("/about-us");
  });

  it("§2.1 news /news/{title}, categories /news/category/{slug}", () => {
    expect(newsArticlePath("ev-tax-credit-2024")).toBe("/news/ev-tax-credit-2024");
    expect(newsCategoryPath("latest-news")).toBe("/news/category/latest-news");
  });

  it("§2.1 shared article link is the news base plus the title slug", () => {
    expect(newsShareUrl("https://carmarket.example", "ev-tax-credit")).toBe("https://carmarket.example/news/ev-tax-credit");
    expect(newsShareUrl("https://carmarket.example/", "x")).toBe("https://carmarket.example/news/x");
  });
});

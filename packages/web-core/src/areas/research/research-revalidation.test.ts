import { describe, expect, it } from "vitest";
import { researchShouldRevalidate } from "./research-revalidation.js";

const check = (from: string, to: string, formMethod?: string) =>
  researchShouldRevalidate({ currentUrl: new URL(from, "http://x"), nextUrl: new URL(to, "http://x"), formMethod, defaultShouldRevalidate: true });

describe("research route revalidation (issue #15 build & price)", () => {
  it("choosing a trim or an option keeps the loaded build page", () => {
    expect(check("/toyota/camry/2024/build", "/toyota/camry/2024/build?trim=LE")).toBe(false);
    expect(check("/toyota/camry/2024/build?trim=LE", "/toyota/camry/2024/build?trim=LE&package=Moonroof")).toBe(false);
  });

  it("another page, another car or a form submission loads again", () => {
    expect(check("/toyota/camry/2024/build", "/toyota/camry/2024")).toBe(true);
    expect(check("/toyota/camry/2024/build", "/honda/accord/2024/build?trim=LX")).toBe(true);
    expect(check("/toyota/camry/2024?x=1", "/toyota/camry/2024?x=2")).toBe(true);
    expect(check("/toyota/camry/2024/build", "/toyota/camry/2024/build?trim=LE", "POST")).toBe(true);
  });
});

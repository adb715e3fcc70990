import { afterEach, describe, expect, it, vi } from "vitest";
import { breadcrumbJsonLd, canonicalUrl } from "./seo.js";

afterEach(() => {
  vi.unstubAllEnvs();
});

describe("canonicalUrl", () => {
  it("uses the request's origin when PUBLIC_ORIGIN is not set", () => {
    vi.stubEnv("PUBLIC_ORIGIN", "");
    expect(canonicalUrl(new Request("http://127.0.0.1:3104/dealers?zip=10001&page=2"), "/dealers?zip=10001")).toBe("http://127.0.0.1:3104/dealers?zip=10001");
  });

  it("uses PUBLIC_ORIGIN when the server sets it", () => {
    vi.stubEnv("PUBLIC_ORIGIN", "https://www.carmarket.example");
    expect(canonicalUrl(new Request("http://127.0.0.1:3104/dealers/7"), "/dealers/7")).toBe("https://www.carmarket.example/dealers/7");
  });
});

describe("breadcrumbJsonLd", () => {
  it("numbers the crumbs from 1 in order", () => {
    expect(
      breadcrumbJsonLd([
        { name: "Home", url: "https://x.example/" },
        { name: "Dealers", url: "https://x.example/dealers" },
      ]),
    ).toEqual({
      "@context": "https://schema.org",
      "@type": "BreadcrumbList",
      itemListElement: [
        { "@type": "ListItem", position: 1, name: "Home", item: "https://x.example/" },
        { "@type": "ListItem", position: 2, name: "Dealers", item: "https://x.example/dealers" },
      ],
    });
  });
});

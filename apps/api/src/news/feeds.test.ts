import { XMLParser, XMLValidator } from "fast-xml-parser";
import { describe, expect, it } from "vitest";
import { SITEMAP_URL_LIMIT, childSitemapXml, sitemapXml, type SitemapEntry } from "./feeds.js";

const ORIGIN = "https://www.example.com";
const parser = new XMLParser({ ignoreAttributes: false, isArray: (name) => name === "url" || name === "sitemap" });

function entries(count: number): SitemapEntry[] {
  return Array.from({ length: count }, (_, index) => ({ path: `/page-${index + 1}` }));
}

function locsOf(xml: string): string[] {
  return parser.parse(xml).urlset.url.map((url: { loc: string }) => url.loc);
}

// sitemaps.org: a sitemap file holds at most 50,000 URLs; past that, /sitemap.xml must be a sitemap index (issue #15).
describe("sitemapXml", () => {
  it("is one urlset while every page fits a file", () => {
    const xml = sitemapXml(ORIGIN, entries(SITEMAP_URL_LIMIT));
    expect(XMLValidator.validate(xml)).toBe(true);
    expect(locsOf(xml)).toHaveLength(50_000);
    expect(childSitemapXml(ORIGIN, entries(SITEMAP_URL_LIMIT), 1)).toBeNull();
  });

  it("becomes an index of numbered child sitemaps past 50,000 URLs, which together list every page once", () => {
    const all = entries(100_001);
    const index = sitemapXml(ORIGIN, all);
    expect(XMLValidator.validate(index)).toBe(true);
    const sitemapindex = parser.parse(index).sitemapindex;
    expect(sitemapindex["@_xmlns"]).toBe("http://www.sitemaps.org/schemas/sitemap/0.9");
    expect(sitemapindex.sitemap.map((child: { loc: string }) => child.loc)).toEqual([
      `${ORIGIN}/sitemap-1.xml`,
      `${ORIGIN}/sitemap-2.xml`,
      `${ORIGIN}/sitemap-3.xml`,
    ]);

    const children = [1, 2, 3].map((page) => childSitemapXml(ORIGIN, all, page) ?? "");
    for (const child of children) expect(XMLValidator.validate(child)).toBe(true);
    const listed = children.map(locsOf);
    expect(listed.map((locs) => locs.length)).toEqual([50_000, 50_000, 1]);
    expect(listed.flat()).toEqual(all.map((entry) => ORIGIN + entry.path));
  });

  it("has no child sitemap outside the index", () => {
    const all = entries(50_001);
    for (const page of [0, 3, -1, 1.5]) expect(childSitemapXml(ORIGIN, all, page)).toBeNull();
  });
});

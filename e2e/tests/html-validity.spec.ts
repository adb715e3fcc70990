import { execFile } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { expect, test, type APIRequestContext } from "@playwright/test";

// The Nu HTML Checker (the W3C validator's engine, vnu-jar from npm, run by Debian's Java) over the HTML the server
// sends for the main page types of each app (issue #27): the markup as a crawler or a screen reader first reads it.
const VNU_JAR: string = createRequire(import.meta.url)("vnu-jar");

/** A page type: a fixed path, or the first one an API call names. */
type PageType = { name: string; path: string } | { name: string; api: string; pick: (body: never) => string };

const PAGE_TYPES: readonly PageType[] = [
  { name: "home", path: "/" },
  { name: "search", path: "/used-cars" },
  { name: "vehicle", api: "/api/inventory/listingdata?data=page%3D1", pick: (body: { vins: { url: string }[] }) => body.vins[0]!.url },
  { name: "car", api: "/api/pages/resolve?data=path%3D%252Ftoyota%252Fcamry", pick: (body: { cars: { url: string }[] }) => body.cars[0]!.url },
  { name: "ranking", path: "/suv" },
  { name: "compare", path: "/car-compare" },
  { name: "dealers", path: "/dealers?zip=10001" },
  { name: "dealer", api: "/api/dealers", pick: (body: { dealers: { dealer_url: string }[] }) => body.dealers[0]!.dealer_url },
  { name: "news", path: "/news" },
  { name: "article", api: "/api/news", pick: (body: { news: { title_slug: string }[] }) => `/news/${body.news[0]!.title_slug}` },
];

/**
 * What the checker reports that is not an error of ours, each with why:
 * - ARIA in HTML allows role="combobox" on `<input type="search">` without a list attribute (the search box keeps
 *   the search keyboard and its clear button); the checker still refuses it and so the combobox's aria-expanded
 *   (validator/validator#1004);
 * - its CSS checker predates the CSS Masking shorthand (`mask: url() center / contain no-repeat`) and reads a
 *   `calc()` with a `var()` inside as a type mismatch.
 */
const KNOWN_FALSE_POSITIVES: readonly RegExp[] = [
  /^Bad value “combobox” for attribute “role” on element “input”\.$/,
  /^Attribute “aria-expanded” not allowed on element “input” at this point\.$/,
  /^CSS: “mask”: Too many values or values are not recognized\.$/,
  /^CSS: “max-(width|height)”: The types are incompatible\.$/,
];

interface VnuMessage {
  type: string;
  subType?: string;
  url: string;
  message: string;
  extract?: string;
}

async function pathOf(request: APIRequestContext, type: PageType): Promise<string> {
  if ("path" in type) return type.path;
  const body = (await (await request.get(type.api)).json()) as never;
  return new URL(type.pick(body), "http://x").pathname;
}

test("#27 the Nu HTML Checker finds no error in the HTML of the main page types", async ({ page, request }, testInfo) => {
  test.setTimeout(120_000);
  const folder = await mkdtemp(join(tmpdir(), "carmarket-vnu-"));
  try {
    const files: string[] = [];
    for (const type of PAGE_TYPES) {
      const response = await page.goto(await pathOf(request, type));
      expect(response?.status(), type.name).toBe(200);
      const file = join(folder, `${type.name}.html`);
      await writeFile(file, await response!.text());
      files.push(file);
    }
    // One Java start for all the pages; the checker's exit code says nothing here, its JSON does.
    const { stdout } = await promisify(execFile)("java", ["-jar", VNU_JAR, "--format", "json", "--stdout", "--exit-zero-always", ...files], {
      maxBuffer: 16 * 1024 * 1024,
    });
    const messages = (JSON.parse(stdout) as { messages: VnuMessage[] }).messages;
    const errors = messages
      .filter((message) => message.type === "error" || message.subType === "fatal")
      .filter((message) => !KNOWN_FALSE_POSITIVES.some((pattern) => pattern.test(message.message)))
      .map((message) => `${testInfo.project.name} ${message.url.split("/").pop()}: ${message.message} ${message.extract ?? ""}`.trim());
    expect(errors).toEqual([]);
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
});

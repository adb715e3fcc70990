import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { safeRedirect } from "./safe-redirect.js";

const ORIGINS = ["https://www.carmarket.test", "http://localhost:3000", "http://127.0.0.1:3100"];

/** Pieces attackers build redirect values from: separators, controls, escapes, schemes, hosts. */
const PIECE = fc.constantFrom(
  "/",
  "//",
  "\\",
  "/\\",
  "\\/",
  "\t",
  "\r",
  "\n",
  "\r\n",
  " ",
  "\u0000",
  "\u000b",
  "\u00a0",
  "\u3000",
  ".",
  "..",
  "@",
  ":",
  "?",
  "#",
  "%",
  "%2F",
  "%2f",
  "%5C",
  "%09",
  "%0D%0A",
  "%00",
  "%252F",
  "evil.example",
  "localhost",
  "127.0.0.1",
  "[::1]",
  "http:",
  "https:",
  "javascript:",
  "data:",
  "mailto:",
  "//evil.example",
  "/\\evil.example",
  "\u2215",
  "\uff0f",
  "used-cars",
  "?zip=10001",
);
const HOSTILE = fc.oneof(
  fc.array(PIECE, { maxLength: 12 }).map((pieces) => pieces.join("")),
  fc.string({ unit: "grapheme", maxLength: 40 }),
  fc.webUrl(),
);

/** Where a browser lands when a page on `origin` redirects to `location`. */
function landing(location: string, origin: string): string {
  return new URL(location, origin).origin;
}

describe("#12 one safe redirect (ASVS 3.7.2, OWASP unvalidated redirects)", () => {
  it("keeps a path of the site with its query and hash", () => {
    expect(safeRedirect("/used-cars/honda/civic?year=2019-&zip=10001#leadForm", "/myaccount")).toBe("/used-cars/honda/civic?year=2019-&zip=10001#leadForm");
    expect(safeRedirect("/myaccount/saved")).toBe("/myaccount/saved");
  });

  it.each([
    ["the tab trick a tester used: /%09/evil.example (decoded)", "/\t/evil.example"],
    ["a backslash after the tab", "/\t\\evil.example"],
    ["CR/LF that made the sign-in page answer 500", "/\r\n/x"],
    ["protocol-relative", "//evil.example"],
    ["slash-backslash", "/\\evil.example"],
    ["a dot segment that resolves to //", "/.//evil.example"],
    ["a scheme", "javascript:alert(1)"],
    ["an absolute URL", "https://evil.example/"],
    ["a relative path", "evil.example"],
    ["nothing", undefined],
    ["not a string", ["/myaccount"]],
  ])("refuses %s", (_name, target) => {
    expect(safeRedirect(target, "/myaccount")).toBe("/myaccount");
  });

  it("no input, read from a query string the browser's way, ever leaves the origin", () => {
    fc.assert(
      fc.property(
        fc.oneof(
          HOSTILE,
          HOSTILE.map((raw) => new URLSearchParams(`redirect=${raw}`).get("redirect") ?? ""),
        ),
        (target) => {
          const location = safeRedirect(target, "/myaccount");
          expect(location.startsWith("/") && !location.startsWith("//") && !location.startsWith("/\\")).toBe(true);
          // Nothing a header or a second parse could read differently: no control character or space anywhere,
          // no backslash in the path (a query may keep one; it cannot change the host).
          expect([...location].some((char) => char <= " " || char === "\u007f")).toBe(false);
          expect(location.split(/[?#]/)[0]).not.toContain("\\");
          expect(safeRedirect(location, "/myaccount")).toBe(location);
          for (const origin of ORIGINS) expect(landing(location, origin)).toBe(origin);
        },
      ),
      { numRuns: 5_000 },
    );
  });
});

import { describe, expect, it } from "vitest";
import { shellFlags } from "./shell-flags.js";

describe("page shell flags (§2.3)", () => {
  it("§2.3 app=1 hides the header; app set adds the 100 px spacer and plain author links", () => {
    expect(shellFlags("/", "?app=1")).toMatchObject({ headerHidden: true, inApp: true, bottomSpacerPx: 100 });
  });

  it("§2.3 app set to another value keeps the header but is still in the app", () => {
    expect(shellFlags("/", "?app=0")).toMatchObject({ headerHidden: false, inApp: true, bottomSpacerPx: 100 });
  });

  it("§2.3 without app: header, no spacer", () => {
    expect(shellFlags("/", "")).toMatchObject({ headerHidden: false, inApp: false, bottomSpacerPx: 0 });
  });

  it("§2.3 isapp=0 shows the news lists and share buttons; isapp=1 hides them", () => {
    expect(shellFlags("/news/x", "?isapp=0").showsWebOnlyBlocks).toBe(true);
    expect(shellFlags("/news/x", "?isapp=1").showsWebOnlyBlocks).toBe(false);
  });

  it("§2.3 the top ad banner is on paths starting /news/ only", () => {
    expect(shellFlags("/news/some-article", "").topAdBanner).toBe(true);
    expect(shellFlags("/news/category/reviews", "").topAdBanner).toBe(true);
    expect(shellFlags("/used-cars", "").topAdBanner).toBe(false);
    expect(shellFlags("/newsletter", "").topAdBanner).toBe(false);
  });
});

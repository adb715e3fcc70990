import { describe, expect, it } from "vitest";
import { readSearchAds } from "./search-ads-config.js";

const env = (values: Record<string, string>) => values as NodeJS.ProcessEnv;

describe("#27.4 the search-ads service setting (ADR 295)", () => {
  it("is null when none of its three settings is set: no page renders an ad slot", () => {
    expect(readSearchAds(env({}))).toBeNull();
    expect(readSearchAds(env({ SEARCH_ADS_SCRIPT_URL: " ", SEARCH_ADS_CLIENT: "", SEARCH_ADS_SLOTS: "" }))).toBeNull();
  });

  it("reads the script, its origin, the client id and one id per slot name", () => {
    expect(
      readSearchAds(
        env({
          SEARCH_ADS_SCRIPT_URL: "https://ads.example.com/adsense/search/ads.js",
          SEARCH_ADS_CLIENT: "partner-pub-123",
          SEARCH_ADS_SLOTS: "sidebar=1, post=2,in_content_1=3,Above-News-Title=4",
        }),
      ),
    ).toEqual({
      script_url: "https://ads.example.com/adsense/search/ads.js",
      origin: "https://ads.example.com",
      client: "partner-pub-123",
      slots: { sidebar: "1", post: "2", in_content_1: "3", "Above-News-Title": "4" },
    });
  });

  it.each([
    [{ SEARCH_ADS_SCRIPT_URL: "https://ads.example.com/ads.js" }, "set together or not at all"],
    [{ SEARCH_ADS_SCRIPT_URL: "ads.js", SEARCH_ADS_CLIENT: "c", SEARCH_ADS_SLOTS: "post=1" }, "must be an absolute URL"],
    [{ SEARCH_ADS_SCRIPT_URL: "http://ads.example.com/ads.js", SEARCH_ADS_CLIENT: "c", SEARCH_ADS_SLOTS: "post=1" }, "must be https"],
    [{ SEARCH_ADS_SCRIPT_URL: "javascript:alert(1)", SEARCH_ADS_CLIENT: "c", SEARCH_ADS_SLOTS: "post=1" }, "must be https"],
    [{ SEARCH_ADS_SCRIPT_URL: "https://ads.example.com/ads.js", SEARCH_ADS_CLIENT: "c'; alert(1)", SEARCH_ADS_SLOTS: "post=1" }, "SEARCH_ADS_CLIENT must be"],
    [{ SEARCH_ADS_SCRIPT_URL: "https://ads.example.com/ads.js", SEARCH_ADS_CLIENT: "c", SEARCH_ADS_SLOTS: "footer=1" }, 'SEARCH_ADS_SLOTS: "footer=1"'],
    [{ SEARCH_ADS_SCRIPT_URL: "https://ads.example.com/ads.js", SEARCH_ADS_CLIENT: "c", SEARCH_ADS_SLOTS: "post" }, 'SEARCH_ADS_SLOTS: "post"'],
  ])("refuses %j at start with the setting's name", (values, message) => {
    expect(() => readSearchAds(env(values))).toThrow(message);
  });

  it("allows plain http only for a stub on this machine", () => {
    expect(readSearchAds(env({ SEARCH_ADS_SCRIPT_URL: "http://127.0.0.1:4000/ads.js", SEARCH_ADS_CLIENT: "stub", SEARCH_ADS_SLOTS: "post=1" }))?.origin).toBe(
      "http://127.0.0.1:4000",
    );
  });
});

import { describe, expect, it } from "vitest";
import { busyAnswer } from "./load-shedding.js";

describe("#13 load shedding answers", () => {
  it("a page gets a small static busy page whose retry link is the same URL, escaped", () => {
    const answer = busyAnswer('/used-cars?zip=10001&x="><script>');
    expect(answer?.type).toMatch(/^text\/html/);
    expect(answer?.body).toContain('<a href="/used-cars?zip=10001&amp;x=&quot;&gt;&lt;script&gt;">Try again</a>');
    expect(answer?.body).toContain('<meta name="robots" content="noindex">');
    expect(answer?.body).not.toContain("<script");
  });

  it("the API keeps its { status: 0, message } shape", () => {
    expect(busyAnswer("/api/inventory/listingdata?data=zip%3D10001")).toEqual({
      type: "application/json; charset=utf-8",
      body: { status: 0, message: "CarMarket is busy right now. Please try again in a few seconds." },
    });
  });

  it.each(["/_m/assets/entry-abc.js", "/_d/assets/page.css", "/favicon.svg", "/robots.txt", "/api/health", "/api/health/ready"])(
    "%s keeps flowing (cheap, and the balancer must see health)",
    (url) => {
      expect(busyAnswer(url)).toBeNull();
    },
  );
});

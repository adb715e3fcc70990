import { describe, expect, it } from "vitest";
import { chooseApp } from "./device.js";

const IPHONE = "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 Safari/604.1";
const PIXEL = "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/126.0 Mobile Safari/537.36";
const IPAD = "Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Safari/604.1";
const DESKTOP = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/126.0 Safari/537.36";

describe("device dispatch", () => {
  it("sends phones to the mobile app", () => {
    expect(chooseApp({ userAgent: IPHONE }).app).toBe("mobile");
    expect(chooseApp({ userAgent: PIXEL }).app).toBe("mobile");
  });

  it("sends tablets, desktops and unknown agents to the desktop app", () => {
    expect(chooseApp({ userAgent: IPAD }).app).toBe("desktop");
    expect(chooseApp({ userAgent: DESKTOP }).app).toBe("desktop");
    expect(chooseApp({}).app).toBe("desktop");
  });

  it("lets ?view= override the agent and says so, so the choice can be remembered", () => {
    expect(chooseApp({ query: "desktop", userAgent: IPHONE })).toEqual({ app: "desktop", fromQuery: true });
    expect(chooseApp({ query: "mobile", userAgent: DESKTOP })).toEqual({ app: "mobile", fromQuery: true });
  });

  it("lets the cookie override the agent, and the query override the cookie", () => {
    expect(chooseApp({ cookie: "mobile", userAgent: DESKTOP })).toEqual({ app: "mobile", fromQuery: false });
    expect(chooseApp({ query: "desktop", cookie: "mobile" }).app).toBe("desktop");
  });

  it("ignores unknown override values", () => {
    expect(chooseApp({ query: "tablet", cookie: "tv", userAgent: IPHONE }).app).toBe("mobile");
  });
});

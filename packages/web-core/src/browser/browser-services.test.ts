import { describe, expect, it, vi } from "vitest";
import { GEOLOCATION_OPTIONS, ZIP_COOKIE } from "@carmarket/store";
import { createBrowserServices } from "./browser-services.js";

/** A stand-in for the page's window with just what the services use; `cookieWrites` records each `document.cookie = …`. */
function fakeWindow({
  geolocation,
  storage = new Map<string, string>(),
  protocol = "http:",
}: { geolocation?: Partial<Geolocation>; storage?: Map<string, string> | "blocked"; protocol?: string } = {}) {
  const cookieWrites: string[] = [];
  let cookie = "zipcode=10001; saved_id=abc";
  const blocked = () => {
    throw new DOMException("denied", "SecurityError");
  };
  const window = {
    navigator: geolocation ? { geolocation } : {},
    localStorage:
      storage === "blocked"
        ? { getItem: blocked, setItem: blocked }
        : { getItem: (key: string) => storage.get(key) ?? null, setItem: (key: string, value: string) => void storage.set(key, value) },
    document: {
      get cookie() {
        return cookie;
      },
      set cookie(value: string) {
        cookieWrites.push(value);
        cookie = value.split(";")[0]!;
      },
    },
    location: { protocol },
    crypto: globalThis.crypto,
  } as unknown as Window;
  return { window, cookieWrites };
}

const tracking = () => ({ trackEvent: vi.fn(async () => ({ status: 1 as const })) });

describe("browser services of the store", () => {
  it("§9 geolocation asks the device with timeout 15000 ms, cached up to 86400000 ms, high accuracy", async () => {
    const getCurrentPosition = vi.fn((success: PositionCallback, _failure?: PositionErrorCallback | null, _options?: PositionOptions) =>
      success({ coords: { latitude: 40.7, longitude: -74 } } as GeolocationPosition),
    );
    const { window } = fakeWindow({ geolocation: { getCurrentPosition } });
    const services = createBrowserServices({ window, navigate: vi.fn(), tracking: tracking() });
    await expect(services.geolocation!.getCurrentPosition(GEOLOCATION_OPTIONS)).resolves.toEqual({ latitude: 40.7, longitude: -74 });
    expect(getCurrentPosition.mock.calls[0]![2]).toEqual({ timeout: 15_000, maximumAge: 86_400_000, enableHighAccuracy: true });
  });

  it("§4 a denial rejects with the position error's code 1", async () => {
    const getCurrentPosition = vi.fn((_: PositionCallback, failure?: PositionErrorCallback | null) => failure?.({ code: 1 } as GeolocationPositionError));
    const { window } = fakeWindow({ geolocation: { getCurrentPosition } });
    const services = createBrowserServices({ window, navigate: vi.fn(), tracking: tracking() });
    await expect(services.geolocation!.getCurrentPosition(GEOLOCATION_OPTIONS)).rejects.toEqual({ code: 1 });
  });

  it("§4 no geolocation in the browser: the service is absent (Locate Me disabled)", () => {
    expect(createBrowserServices({ window: fakeWindow().window, navigate: vi.fn(), tracking: tracking() }).geolocation).toBeUndefined();
  });

  it("localStorage reads and writes, and a blocked storage reads as empty without throwing", () => {
    const storage = new Map<string, string>();
    const services = createBrowserServices({ window: fakeWindow({ storage }).window, navigate: vi.fn(), tracking: tracking() });
    services.storage.set("viewed_cars", '{"1HGCM82633A004352":true}');
    expect(services.storage.get("viewed_cars")).toBe('{"1HGCM82633A004352":true}');
    expect(services.storage.get("absent")).toBeNull();
    const blocked = createBrowserServices({ window: fakeWindow({ storage: "blocked" }).window, navigate: vi.fn(), tracking: tracking() });
    expect(blocked.storage.get("viewed_cars")).toBeNull();
    expect(() => blocked.storage.set("viewed_cars", "{}")).not.toThrow();
  });

  it("§9 cookies: reads document.cookie and writes the zip cookie for 30 days with max-age, path / and SameSite=Lax", () => {
    const { window, cookieWrites } = fakeWindow();
    const services = createBrowserServices({ window, navigate: vi.fn(), tracking: tracking() });
    expect(services.cookies.get("saved_id")).toBe("abc");
    services.cookies.set(ZIP_COOKIE.name, "97865", { maxAgeSeconds: ZIP_COOKIE.maxAgeSeconds });
    expect(cookieWrites).toEqual(["zipcode=97865; Max-Age=2592000; Path=/; SameSite=Lax"]);
    expect(services.cookies.get("zipcode")).toBe("97865");
  });

  it("cookies are Secure on https", () => {
    const { window, cookieWrites } = fakeWindow({ protocol: "https:" });
    createBrowserServices({ window, navigate: vi.fn(), tracking: tracking() }).cookies.set("zipcode", "10001", { maxAgeSeconds: 60 });
    expect(cookieWrites[0]).toContain("Secure");
  });

  it("§7 analytics events go to the tracking call with their payload; a failed call is dropped", async () => {
    const api = {
      trackEvent: vi
        .fn()
        .mockRejectedValueOnce(new Error("offline"))
        .mockResolvedValue({ status: 1 as const }),
    };
    const services = createBrowserServices({ window: fakeWindow().window, navigate: vi.fn(), tracking: api });
    services.track("vin_clicked", { vin_id: "1HGCM82633A004352" });
    services.track("zippop_closed");
    expect(api.trackEvent).toHaveBeenNthCalledWith(1, { name: "vin_clicked", vin_id: "1HGCM82633A004352" });
    expect(api.trackEvent).toHaveBeenNthCalledWith(2, { name: "zippop_closed" });
    await Promise.resolve();
  });

  it("navigation, clock and random ids work unbound, as sagas call them", () => {
    const navigate = vi.fn();
    const { navigate: go, clock, randomId } = createBrowserServices({ window: fakeWindow().window, navigate, tracking: tracking() });
    go("/myaccount");
    expect(navigate).toHaveBeenCalledWith("/myaccount");
    expect(clock.now()).toBeTypeOf("number");
    const [first, second] = [randomId(), randomId()];
    expect(first).toMatch(/^[0-9a-f]{32}$/);
    expect(first).not.toBe(second);
  });
});

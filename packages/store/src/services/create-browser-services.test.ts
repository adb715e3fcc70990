import { afterEach, describe, expect, it, vi } from "vitest";
import { createBrowserServices } from "./create-browser-services.js";

const options = { navigate: vi.fn(), track: vi.fn() };

afterEach(() => vi.unstubAllGlobals());

describe("createBrowserServices", () => {
  it("§4 reports no geolocation when the browser has none", () => {
    vi.stubGlobal("navigator", {});
    expect(createBrowserServices(options).geolocation).toBeUndefined();
  });

  it("§9 passes the position options to the device and answers in degrees", async () => {
    const getCurrentPosition = vi.fn((success: (position: unknown) => void, _fail: unknown, _options: unknown) =>
      success({ coords: { latitude: 45.5, longitude: -122.6 } }),
    );
    vi.stubGlobal("navigator", { geolocation: { getCurrentPosition } });
    const options15 = { timeout: 15_000, maximumAge: 86_400_000, enableHighAccuracy: true };
    await expect(createBrowserServices(options).geolocation!.getCurrentPosition(options15)).resolves.toEqual({ latitude: 45.5, longitude: -122.6 });
    expect(getCurrentPosition.mock.calls[0]![2]).toEqual(options15);
  });

  it("§4 a denial rejects with the device's error (code 1)", async () => {
    vi.stubGlobal("navigator", { geolocation: { getCurrentPosition: (_ok: unknown, fail: (error: unknown) => void) => fail({ code: 1 }) } });
    await expect(
      createBrowserServices(options).geolocation!.getCurrentPosition({ timeout: 1, maximumAge: 1, enableHighAccuracy: true }),
    ).rejects.toEqual({ code: 1 });
  });

  it("§9 writes the zip cookie with Max-Age and reads script-visible cookies", () => {
    const document = { cookie: "" };
    vi.stubGlobal("document", document);
    const { cookies } = createBrowserServices(options);
    cookies.set("zipcode", "97865", { maxAgeSeconds: 2_592_000 });
    expect(document.cookie).toBe("zipcode=97865; Max-Age=2592000; Path=/; SameSite=Lax");
    document.cookie = "theme=dark; zipcode=97865";
    expect(cookies.get("zipcode")).toBe("97865");
    expect(cookies.get("zip")).toBeUndefined();
  });

  it("treats unavailable local storage as empty", () => {
    vi.stubGlobal("localStorage", {
      getItem: () => {
        throw new Error("SecurityError");
      },
      setItem: () => {
        throw new Error("QuotaExceededError");
      },
    });
    const { storage } = createBrowserServices(options);
    expect(storage.get("saved_id")).toBeNull();
    expect(() => storage.set("saved_id", "c-1")).not.toThrow();
  });

  it("gives a different idempotency key each time", () => {
    const { randomId } = createBrowserServices(options);
    expect(randomId()).not.toBe(randomId());
  });
});

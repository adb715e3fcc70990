import { describe, expect, it, vi } from "vitest";
import { lazyCalls, once } from "./lazy-calls.js";

interface Calls {
  double(value: number): Promise<number>;
  missing(): Promise<void>;
}

describe("lazy API calls", () => {
  it("loads the client on the first call only and delegates with the arguments", async () => {
    const load = vi.fn(async () => ({ double: async (value: number) => value * 2 }));
    const calls = lazyCalls<Calls>(once(load), ["double", "missing"]);
    expect(load).not.toHaveBeenCalled();
    await expect(calls.double(21)).resolves.toBe(42);
    await expect(calls.double(2)).resolves.toBe(4);
    expect(load).toHaveBeenCalledOnce();
  });

  it("a call the client lacks rejects like a failed request", async () => {
    const calls = lazyCalls<Calls>(
      once(async () => ({})),
      ["missing"],
    );
    await expect(calls.missing()).rejects.toThrow("The API client has no missing() call.");
  });

  it("a failed load (offline) is retried on the next call", async () => {
    const load = vi
      .fn<() => Promise<object>>()
      .mockRejectedValueOnce(new Error("offline"))
      .mockResolvedValue({ double: async () => 1 });
    const calls = lazyCalls<Calls>(once(load), ["double"]);
    await expect(calls.double(1)).rejects.toThrow("offline");
    await expect(calls.double(1)).resolves.toBe(1);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("calls work unbound, as sagas invoke them", async () => {
    const { double } = lazyCalls<Calls>(
      once(async () => ({ double: async (value: number) => value + value })),
      ["double"],
    );
    await expect(double(3)).resolves.toBe(6);
  });
});

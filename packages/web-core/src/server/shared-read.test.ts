import { describe, expect, it, vi } from "vitest";
import { sharedRead } from "./shared-read.js";

describe("sharedRead (ADR 231)", () => {
  it("answers from the kept value until it is ttl old, then asks again", async () => {
    let clock = 1_000;
    const load = vi.fn(async () => ({ calls: load.mock.calls.length }));
    const read = sharedRead<{ calls: number }>(5_000, () => clock);
    await expect(read(load)).resolves.toEqual({ calls: 1 });
    clock += 4_999;
    await expect(read(load)).resolves.toEqual({ calls: 1 });
    clock += 1;
    await expect(read(load)).resolves.toEqual({ calls: 2 });
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("sends one call for the renders that ask while it is under way", async () => {
    let answer!: (value: string) => void;
    const load = vi.fn(() => new Promise<string>((resolve) => (answer = resolve)));
    const other = vi.fn(async () => "other render's call");
    const read = sharedRead<string>();
    const both = Promise.all([read(load), read(other)]);
    answer("config");
    await expect(both).resolves.toEqual(["config", "config"]);
    expect(load).toHaveBeenCalledOnce();
    expect(other).not.toHaveBeenCalled();
  });

  it("keeps neither a refusal nor a failure: the next render asks again", async () => {
    const load = vi.fn<() => Promise<string | null>>().mockResolvedValueOnce(null).mockRejectedValueOnce(new Error("503")).mockResolvedValueOnce("config");
    const read = sharedRead<string>();
    await expect(read(load)).resolves.toBeNull();
    await expect(read(load)).rejects.toThrow("503");
    await expect(read(load)).resolves.toBe("config");
    await expect(read(load)).resolves.toBe("config");
    expect(load).toHaveBeenCalledTimes(3);
  });
});

import { describe, expect, it } from "vitest";
import { WaitClock } from "./wait-clock.js";

function later(): { promise: Promise<void>; resolve(): void; reject(): void } {
  let resolve!: () => void;
  let reject!: () => void;
  const promise = new Promise<void>((ok, fail) => ((resolve = ok), (reject = () => fail(new Error("failed")))));
  return { promise, resolve, reject };
}

describe("WaitClock: how long the database has kept work waiting (ADR 257)", () => {
  it("is 0 when nothing waits, and the oldest pending work's age otherwise", async () => {
    const clock = new WaitClock();
    expect(clock.oldestMs()).toBe(0);
    const first = later();
    const second = later();
    const started = Date.now();
    void clock.time(first.promise);
    void clock.time(second.promise);
    expect(clock.oldestMs(started + 700)).toBeGreaterThanOrEqual(700);
    first.resolve();
    await first.promise;
    expect(clock.oldestMs(Date.now())).toBeLessThan(700);
    second.reject();
    await second.promise.catch(() => undefined);
    expect(clock.oldestMs()).toBe(0);
  });

  it("hands the work's own result or failure on", async () => {
    const clock = new WaitClock();
    await expect(clock.time(Promise.resolve(42))).resolves.toBe(42);
    await expect(clock.time(Promise.reject(new Error("refused")))).rejects.toThrow("refused");
  });
});

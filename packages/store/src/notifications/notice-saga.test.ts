import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { setup } from "../test/fakes.js";
import { notifyError, notifySuccess, selectNotices } from "./notice-slice.js";

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe("notifications (§8, §9)", () => {
  it("§9 each notice fades 3 s after it appeared", async () => {
    const { store } = setup();
    store.dispatch(notifySuccess("Vin saved successfully!"));
    await vi.advanceTimersByTimeAsync(1_000);
    store.dispatch(notifyError("An unknown error occurred. Please try again later."));
    await vi.advanceTimersByTimeAsync(1_999);
    expect(selectNotices(store.getState()).map(({ kind, text }) => [kind, text])).toEqual([
      ["success", "Vin saved successfully!"],
      ["error", "An unknown error occurred. Please try again later."],
    ]);
    await vi.advanceTimersByTimeAsync(1);
    expect(selectNotices(store.getState()).map((notice) => notice.text)).toEqual(["An unknown error occurred. Please try again later."]);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(selectNotices(store.getState())).toEqual([]);
  });

  it("§8 a new error replaces the errors before it: one answer per attempt, not a stack of stale ones (issue #15)", () => {
    const { store } = setup();
    store.dispatch(notifySuccess("Vin saved successfully!"));
    store.dispatch(notifyError("First Name is empty!"));
    store.dispatch(notifyError("Email is empty!"));
    store.dispatch(notifyError("Passwords do not match. Please try again."));
    expect(selectNotices(store.getState()).map(({ kind, text }) => [kind, text])).toEqual([
      ["success", "Vin saved successfully!"],
      ["error", "Passwords do not match. Please try again."],
    ]);
  });
});

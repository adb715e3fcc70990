// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { initialServerState } from "@carmarket/store";
import { browserStore } from "./browser-store.js";

describe("the browser store", () => {
  it("is created once from the server's state; later calls (remounts) get the same store", () => {
    const first = browserStore(initialServerState({ leadSource: "mobile", zipcode: "10001", signedIn: true }));
    const again = browserStore(initialServerState({ leadSource: "mobile" }));
    expect(again).toBe(first);
    expect(first.getState().zip.zipcode).toBe("10001");
    expect(first.getState().auth.signedIn).toBe(true);
    expect(first.getState().lead.source).toBe("mobile");
  });
});

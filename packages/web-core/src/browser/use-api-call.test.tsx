// @vitest-environment jsdom
import { act, cleanup, renderHook } from "@testing-library/react";
import type { ReactNode } from "react";
import { Provider } from "react-redux";
import { afterEach, describe, expect, it } from "vitest";
import type { ApiClient } from "@carmarket/api-client";
import { createAppStore, MESSAGES } from "@carmarket/store";
import { useApiCall } from "./use-api-call.js";

afterEach(cleanup);

/** A client whose one call answers or throws as the test says. */
const clientWith = (sendVinFeedback: () => Promise<{ message: string }>) => () => Promise.resolve({ sendVinFeedback } as unknown as ApiClient);
/** How the client throws a call the API refused: axios' error with the `{ status: 0, message }` body. */
const refusal = (message: string) =>
  Object.assign(new Error("Request failed with status code 400"), { response: { status: 400, data: { status: 0, message } } });
const report = { vin: "1HGCM82633A004352", reason: "Incorrect PRICE" } as const;

function renderCall(options: Parameters<typeof useApiCall>[0]) {
  const store = createAppStore();
  const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
  return { store, ...renderHook(() => useApiCall(options), { wrapper }) };
}

describe("useApiCall", () => {
  it("shows the server's confirmation and answers the call's answer", async () => {
    const { result } = renderCall({ load: clientWith(async () => ({ message: "Thanks for the report." })) });
    let answer: unknown;
    await act(async () => {
      answer = await result.current.run((api) => api.sendVinFeedback(report));
    });
    expect(answer).toEqual({ message: "Thanks for the report." });
    expect(result.current).toMatchObject({ pending: false, message: "Thanks for the report." });
    expect(result.current.error).toBeUndefined();
  });

  it("§8 a refused call shows the API's message; any other failure the unknown error", async () => {
    const refused = renderCall({ load: clientWith(() => Promise.reject(refusal("Invalid email address."))) });
    await act(() => refused.result.current.run((api) => api.sendVinFeedback(report)));
    expect(refused.result.current).toMatchObject({ pending: false, error: "Invalid email address." });

    const offline = renderCall({ load: () => Promise.reject(new TypeError("Failed to fetch dynamically imported module")) });
    let answer: unknown;
    await act(async () => {
      answer = await offline.result.current.run((api) => api.sendVinFeedback(report));
    });
    expect(answer).toBeNull();
    expect(offline.result.current.error).toBe(MESSAGES.unknownError);
  });

  it("with notify, the answer and the failure become the store's notices", async () => {
    const done = renderCall({ notify: true, load: clientWith(async () => ({ message: "Preference saved." })) });
    await act(() => done.result.current.run((api) => api.sendVinFeedback(report)));
    expect(done.store.getState().notices).toMatchObject({ notices: [{ kind: "success", text: "Preference saved." }] });
    expect(done.result.current.message).toBeUndefined();

    const refused = renderCall({ notify: true, load: clientWith(() => Promise.reject(refusal("Sign in first."))) });
    await act(() => refused.result.current.run((api) => api.sendVinFeedback(report)));
    expect(refused.store.getState().notices).toMatchObject({ notices: [{ kind: "error", text: "Sign in first." }] });
  });

  it("is pending while the call is on its way", async () => {
    let answer: (value: { message: string }) => void = () => {};
    const { result } = renderCall({ load: clientWith(() => new Promise((resolve) => (answer = resolve))) });
    let call: Promise<unknown> = Promise.resolve();
    act(() => {
      call = result.current.run((api) => api.sendVinFeedback(report));
    });
    expect(result.current.pending).toBe(true);
    await act(async () => {
      await Promise.resolve();
      answer({ message: "Sent." });
      await call;
    });
    expect(result.current.pending).toBe(false);
  });
});

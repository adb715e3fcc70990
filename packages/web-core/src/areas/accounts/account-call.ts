import { useState } from "react";
import type { ApiClient } from "@carmarket/api-client";
import { MESSAGES, notifyError, notifySuccess, useAppDispatch } from "@carmarket/store";
import { loadBrowserClient } from "../../browser/browser-api.js";

/** The `{message}` of a refused call (4xx answers arrive as thrown axios errors), if any. */
function refusalMessage(error: unknown): string | undefined {
  const message = (error as { response?: { data?: { message?: unknown } } } | null)?.response?.data?.message;
  return typeof message === "string" && message.trim() ? message : undefined;
}

/**
 * Runs an account call the store has no flow for (communication preference, payment request,
 * price-drop alerts) from the browser and shows its answer as a notice: the server's message, or
 * §8's unknown-error text when the call failed without one. The API client loads on first use.
 */
export function useAccountCall(): { pending: boolean; run: (call: (api: ApiClient) => Promise<{ message: string }>) => Promise<boolean> } {
  const dispatch = useAppDispatch();
  const [pending, setPending] = useState(false);
  const run = async (call: (api: ApiClient) => Promise<{ message: string }>) => {
    setPending(true);
    try {
      const answer = await call((await loadBrowserClient()) as ApiClient);
      dispatch(notifySuccess(answer.message));
      return true;
    } catch (error) {
      dispatch(notifyError(refusalMessage(error) ?? MESSAGES.unknownError));
      return false;
    } finally {
      setPending(false);
    }
  };
  return { pending, run };
}

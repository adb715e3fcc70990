import { useState } from "react";
import type { ApiClient } from "@carmarket/api-client";
import { MESSAGES, notifyError, notifySuccess, serverMessage, useAppDispatch } from "@carmarket/store";
import { loadBrowserClient } from "./browser-api.js";
import type { ClientLoader } from "./lazy-calls.js";

/** Where a component's API call stands: in flight, the server's confirmation, or why it failed. */
export interface ApiCallState {
  pending: boolean;
  message?: string;
  error?: string;
}

/** What the shopper reads when a call failed (§8): the API's refusal message, else the unknown error. */
export function failureMessage(error: unknown): string {
  return serverMessage(error) ?? MESSAGES.unknownError;
}

/**
 * The one way a component calls the API from the browser (ADR 245): `run(api => api.someCall(…))`
 * loads the browser's client on first use, tracks `pending`, and keeps the answer's `message` or the
 * failure's text (§8). With `notify`, both go to the store's notices instead of the component's text.
 * `run` answers the call's answer, or null when it failed. `load` is the browser's client unless a test passes one.
 */
export function useApiCall({ notify = false, load = loadBrowserClient }: { notify?: boolean; load?: ClientLoader<ApiClient> } = {}) {
  const dispatch = useAppDispatch();
  const [state, setState] = useState<ApiCallState>({ pending: false });
  const run = async <R extends { message?: string | null }>(call: (api: ApiClient) => Promise<R>): Promise<R | null> => {
    setState({ pending: true });
    try {
      const answer = await call(await load());
      const message = answer.message ?? undefined;
      if (notify && message) dispatch(notifySuccess(message));
      setState({ pending: false, ...(notify || !message ? {} : { message }) });
      return answer;
    } catch (error) {
      const text = failureMessage(error);
      if (notify) dispatch(notifyError(text));
      setState({ pending: false, ...(notify ? {} : { error: text }) });
      return null;
    }
  };
  return { ...state, run };
}

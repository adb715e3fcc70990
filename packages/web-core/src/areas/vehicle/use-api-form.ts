import { useState } from "react";
import type { ApiClient } from "@carmarket/api-client";
import { MESSAGES } from "@carmarket/store";
import { loadBrowserClient } from "../../browser/browser-api.js";

/** What a form sending one API call shows: in flight, the server's confirmation or its refusal. */
export interface ApiFormState {
  submitting: boolean;
  message?: string;
  error?: string;
}

/** The `{ status: 0, message }` text of a refused call (axios error shape), else null. */
function refusalMessage(error: unknown): string | null {
  const data = (error as { response?: { data?: { message?: unknown } } } | null)?.response?.data;
  return typeof data?.message === "string" ? data.message : null;
}

/**
 * Runs one browser API call for a form (the client loads on first use, ADR 091): the answer's
 * `message` on success, the refusal's message (§5 wording from the API) or §8's unknown error.
 */
export function useApiForm<A>(send: (client: ApiClient, input: A) => Promise<{ message?: string }>) {
  const [state, setState] = useState<ApiFormState>({ submitting: false });
  const submit = async (input: A) => {
    setState({ submitting: true });
    try {
      const client = (await loadBrowserClient()) as ApiClient;
      const answer = await send(client, input);
      setState({ submitting: false, message: answer.message });
    } catch (error) {
      setState({ submitting: false, error: refusalMessage(error) ?? MESSAGES.unknownError });
    }
  };
  return [state, submit] as const;
}

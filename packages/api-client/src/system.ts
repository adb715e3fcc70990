import { contract, type Health } from "@carmarket/contract";
import { callOperation, type Http } from "./http.js";

/** Operational calls. */
export function systemCalls(http: Http) {
  return {
    /** GET /health: null when the API cannot be reached. */
    async getHealth(): Promise<Health | null> {
      try {
        return await callOperation(http, contract.getHealth);
      } catch {
        return null;
      }
    },
  };
}

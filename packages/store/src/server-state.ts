import type { LeadSource } from "@carmarket/validation";
import { authSlice } from "./auth/auth-slice.js";
import { leadSlice } from "./lead/lead-slice.js";
import type { RootState } from "./store.js";
import { zipSlice } from "./zip/zip-slice.js";

/** What the server knows about the shopper when a page is requested. */
export interface RequestFacts {
  /** Which app renders (§3 lead source). */
  leadSource: LeadSource;
  /** The `zipcode` cookie, if any. */
  zipcode?: string | undefined;
  /** True when the request carried a session cookie (its token stays HttpOnly, §6). */
  signedIn?: boolean | undefined;
}

/**
 * The preloaded state of a server-side store: the request's zip cookie, signed-in flag and the
 * app's lead source; everything else starts empty.
 *
 * @example
 * const store = createAppStore({ preloadedState: initialServerState({ leadSource: "mobile", zipcode: cookies.zipcode, signedIn: Boolean(cookies["user-jwt-token"]) }) });
 */
export function initialServerState({ leadSource, zipcode, signedIn }: RequestFacts): Partial<RootState> {
  return {
    zip: { ...zipSlice.getInitialState(), zipcode: zipcode ?? "" },
    auth: { ...authSlice.getInitialState(), signedIn: signedIn ?? false },
    lead: { ...leadSlice.getInitialState(), source: leadSource },
  };
}

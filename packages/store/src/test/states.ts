// Preloaded states for tests.
import { createAppStore, type RootState } from "../store.js";

const initial = createAppStore().getState();

/** A store state for a signed-in user (the server saw the session cookie). */
export const signedInState = (): Partial<RootState> => ({ auth: { ...initial.auth, signedIn: true } });

/** A visitor state with the given saved-store fields. */
export const savedState = (saved: Partial<RootState["saved"]>, signedIn = false): Partial<RootState> => ({
  auth: { ...initial.auth, signedIn },
  saved: { ...initial.saved, ...saved },
});

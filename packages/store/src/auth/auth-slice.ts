import { createAction, createSlice, type PayloadAction } from "@reduxjs/toolkit";
import type { SignUpBody } from "../services/store-api.js";

/** Account state (§2.9, §4 auth). The session token itself is an HttpOnly cookie the page never sees. */
export interface AuthState {
  /** A user is signed in (the server knows it from the session cookie). */
  signedIn: boolean;
  /** An account call is in flight. */
  pending: boolean;
  /** §4: sign-in refused an unverified email; the resend-verification action is offered for it. */
  unverifiedEmail: string | null;
  /** §4: forgot password or verification mail sent. */
  mailSent: boolean;
  /** The email-verification link was accepted. */
  emailVerified: boolean;
}

const initialState: AuthState = {
  signedIn: false,
  pending: false,
  unverifiedEmail: null,
  mailSent: false,
  emailVerified: false,
};

/** §4 auth: sign-in state and the flags the account screens show. */
export const authSlice = createSlice({
  name: "auth",
  initialState,
  reducers: {
    authStarted(state) {
      state.pending = true;
      state.mailSent = false;
    },
    authFinished(state) {
      state.pending = false;
    },
    signedIn(state) {
      state.signedIn = true;
      state.unverifiedEmail = null;
    },
    signedOut(state) {
      state.signedIn = false;
    },
    verificationNeeded(state, action: PayloadAction<string>) {
      state.unverifiedEmail = action.payload;
    },
    mailSent(state) {
      state.mailSent = true;
    },
    emailVerified(state) {
      state.emailVerified = true;
      state.unverifiedEmail = null;
    },
  },
  selectors: {
    selectAuth: (state) => state,
    selectSignedIn: (state) => state.signedIn,
  },
});

/** Auth actions the sagas dispatch. */
export const { authStarted, authFinished, signedIn, signedOut, verificationNeeded, mailSent, emailVerified } = authSlice.actions;

/** Auth selectors. */
export const { selectAuth, selectSignedIn } = authSlice.selectors;

/**
 * Sign in (§2.9): success notices 'Authentication Successful!' and goes to `redirectTo` (a page that
 * needed the account sent the shopper here), else /myaccount (§2.1).
 */
export const signInRequested = createAction<{ email: string; password: string; redirectTo?: string }>("auth/signInRequested");

/** Sign up (§5: empty-fields alert, password rule, matching confirmation); the form is sent as is. */
export const signUpRequested = createAction<SignUpBody>("auth/signUpRequested");

/** Sign out: the server clears the session cookie, then the shopper goes to `redirectTo` (default '/'). */
export const signOutRequested = createAction<{ redirectTo?: string } | undefined>("auth/signOutRequested");

/** Forgot password: mails a reset link; sets mailSent on success (§4). */
export const forgotPasswordRequested = createAction<{ email: string }>("auth/forgotPasswordRequested");

/** Email verification: (re)sends the verification mail; sets mailSent and notices 'Verification Mail Sent.' (§4, §8). */
export const verificationMailRequested = createAction<{ email: string }>("auth/verificationMailRequested");

/** The verification link was opened: confirms the email with its token. */
export const verifyEmailRequested = createAction<{ token: string }>("auth/verifyEmailRequested");

/** Reset password with the link's token; on success goes to /sign-in after 1500 ms (§2.1, §9). */
export const resetPasswordRequested = createAction<{ password: string; confirm_password: string; token: string }>("auth/resetPasswordRequested");

/** Change password (§5 'New Password …' messages). */
export const changePasswordRequested = createAction<{
  old_password: string;
  new_password: string;
  confirm_password: string;
}>("auth/changePasswordRequested");

/** Details update (§3 user: name is first and last joined). */
export const detailsUpdateRequested = createAction<{
  first_name: string;
  last_name: string;
  phone: string;
  payment_id: string;
}>("auth/detailsUpdateRequested");

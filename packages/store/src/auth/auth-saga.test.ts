import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fakeApi, httpError, settle, setup } from "../test/fakes.js";
import { done, signedInAnswer } from "../test/answers.js";
import { savedState, signedInState } from "../test/states.js";
import {
  changePasswordRequested,
  detailsUpdateRequested,
  forgotPasswordRequested,
  resetPasswordRequested,
  signInRequested,
  signOutRequested,
  signUpRequested,
  verificationMailRequested,
  verifyEmailRequested,
} from "./auth-slice.js";

const UNKNOWN = "An unknown error occurred. Please try again later.";
const credentials = { email: "jane@example.com", password: "Secret1!" };
const texts = (store: { getState(): { notices: { notices: { text: string }[] } } }) => store.getState().notices.notices.map((notice) => notice.text);

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe("sign-in (§4, §8)", () => {
  it("§8 success: 'Authentication Successful!', saved items loaded, redirect to /myaccount", async () => {
    const { store, api, browser } = setup({
      api: fakeApi({
        signIn: async () => signedInAnswer(),
        getUserSaved: async () => ({ vins: [], searches: [] }),
      }),
    });
    store.dispatch(signInRequested(credentials));
    await settle();
    expect(api.signIn).toHaveBeenCalledWith(credentials);
    expect(store.getState().auth).toMatchObject({ signedIn: true, pending: false });
    expect(texts(store)).toEqual(["Authentication Successful!"]);
    expect(api.getUserSaved).toHaveBeenCalled();
    expect(browser.navigate).toHaveBeenCalledWith("/myaccount");
  });

  it.each([
    ["'Unauthorized'", { error: "Unauthorized" }, "Invalid email or password. Please try again."],
    ["an object error, flattened from its values", { error: { email: "Email is wrong.", password: ["Too short."] } }, "Email is wrong. Too short."],
    ["an empty error", { error: "" }, UNKNOWN],
    ["no error at all", {}, UNKNOWN],
  ])("§8 a refusal with %s", async (_case, body, message) => {
    const { store, browser } = setup({
      api: fakeApi({
        signIn: async () => {
          throw httpError(401, body);
        },
      }),
    });
    store.dispatch(signInRequested(credentials));
    await settle();
    expect(texts(store)).toEqual([message]);
    expect(store.getState().auth.signedIn).toBe(false);
    expect(browser.navigate).not.toHaveBeenCalled();
  });

  it("§8 a call that got no answer signs nobody in and shows the unknown error", async () => {
    const { store, browser } = setup({
      api: fakeApi({
        signIn: async () => {
          throw httpError();
        },
      }),
    });
    store.dispatch(signInRequested(credentials));
    await settle();
    expect(texts(store)).toEqual([UNKNOWN]);
    expect(store.getState().auth.signedIn).toBe(false);
    expect(browser.navigate).not.toHaveBeenCalled();
  });

  it.each([
    ["a network failure", httpError(), UNKNOWN],
    ["a 401 answer 'Unauthorized'", httpError(401, { status: 0, message: "Unauthorized" }), "Invalid email or password. Please try again."],
  ])("§8 a thrown exception: %s", async (_case, error, message) => {
    const { store } = setup({
      api: fakeApi({
        signIn: async () => {
          throw error;
        },
      }),
    });
    store.dispatch(signInRequested(credentials));
    await settle();
    expect(texts(store)).toEqual([message]);
    expect(store.getState().auth.pending).toBe(false);
  });

  it("§4 an unverified email offers resend-verification; sending it sets mail-sent with 'Verification Mail Sent.'", async () => {
    const { store, api } = setup({
      api: fakeApi({
        signIn: async () => {
          throw httpError(403, {
            status: 0,
            message: "Please verify your email first.",
            token: null,
            error: "Please verify your email first.",
            is_email_verified: false,
          });
        },
        resendVerification: async () => ({ status: 1, message: "sent" }),
      }),
    });
    store.dispatch(signInRequested(credentials));
    await settle();
    expect(store.getState().auth).toMatchObject({ signedIn: false, unverifiedEmail: "jane@example.com" });
    expect(texts(store)).toEqual(["Please verify your email first."]);
    store.dispatch(verificationMailRequested({ email: "jane@example.com" }));
    await settle();
    expect(api.resendVerification).toHaveBeenCalledWith({ email: "jane@example.com" });
    expect(store.getState().auth.mailSent).toBe(true);
    expect(texts(store)).toContain("Verification Mail Sent.");
  });
});

describe("sign-in and sign-up carry the visitor's saves (§6) and the page that asked (§2.1)", () => {
  const visitor = () => savedState({ cookieId: "c0ffee00c0ffee00c0ffee00c0ffee00" });

  it("§6 sign-in sends the visitor's cookie id and goes back to the page that needed the account", async () => {
    const { store, api, browser } = setup({
      preloadedState: visitor(),
      api: fakeApi({ signIn: async () => signedInAnswer() }),
    });
    store.dispatch(signInRequested({ ...credentials, redirectTo: "/myaccount/details" }));
    await settle();
    expect(api.signIn).toHaveBeenCalledWith({ ...credentials, cookie_id: "c0ffee00c0ffee00c0ffee00c0ffee00" });
    expect(browser.navigate).toHaveBeenCalledWith("/myaccount/details");
  });

  it.each(["//evil.example", "/\t/evil.example", "https://evil.example/"])(
    "#12 a redirect to another site (%j) goes to /myaccount instead",
    async (redirectTo) => {
      const { store, browser } = setup({ api: fakeApi({ signIn: async () => signedInAnswer() }) });
      store.dispatch(signInRequested({ ...credentials, redirectTo }));
      await settle();
      expect(browser.navigate).toHaveBeenCalledWith("/myaccount");
    },
  );

  it("§6 sign-up sends the visitor's cookie id so saved cars survive it", async () => {
    const { store, api } = setup({ preloadedState: visitor(), api: fakeApi({ signUp: async () => ({ status: 1, message: "ok" }) }) });
    const form = { first_name: "Jane", last_name: "Doe", email: "jane@example.com", password: "Secret1!", confirm_password: "Secret1!" };
    store.dispatch(signUpRequested(form));
    await settle();
    expect(api.signUp).toHaveBeenCalledWith({ ...form, cookie_id: "c0ffee00c0ffee00c0ffee00c0ffee00" });
  });
});

describe("sign-up and sign-out (§4, §5)", () => {
  const valid = { first_name: "Jane", last_name: "Doe", email: "jane@example.com", password: "Secret1!", confirm_password: "Secret1!" };

  it.each([
    ["empty fields", { ...valid, first_name: "", email: "" }, "First Name and Email are empty!"],
    [
      "a weak password",
      { ...valid, password: "secret", confirm_password: "secret" },
      "Password must be at least 8 characters long, contain at least one uppercase letter, one lowercase letter, one number, and one special character.",
    ],
    ["a mismatched confirmation", { ...valid, confirm_password: "Secret2!" }, "Passwords do not match. Please try again."],
  ])("§5 sign-up with %s alerts and sends nothing", async (_case, form, message) => {
    const { store, api } = setup();
    store.dispatch(signUpRequested(form));
    await settle();
    expect(texts(store)).toEqual([message]);
    expect(api.signUp).not.toHaveBeenCalled();
  });

  it.each([
    ["signUp", signUpRequested({ first_name: "Jane", last_name: "Doe", email: "jane@example.com", password: "Secret1!", confirm_password: "Secret1!" })],
    ["verifyEmail", verifyEmailRequested({ token: "expired" })],
    ["changePassword", changePasswordRequested({ old_password: "Wrong1!x", new_password: "Secret1!", confirm_password: "Secret1!" })],
    ["resendVerification", verificationMailRequested({ email: "jane@example.com" })],
  ] as const)("§8 %s: a refusal with no message gives the unknown-error text; flags stay off", async (call, action) => {
    const refuse = async () => {
      throw httpError(400, { status: 0, message: "" });
    };
    const { store } = setup({ preloadedState: signedInState(), api: fakeApi({ [call]: refuse }) });
    store.dispatch(action);
    await settle();
    expect(texts(store)).toEqual([UNKNOWN]);
    expect(store.getState().auth).toMatchObject({ mailSent: false, emailVerified: false, pending: false });
  });

  it("§8 sign-up success shows the server's message", async () => {
    const { store, api } = setup({ api: fakeApi({ signUp: async () => ({ status: 1, message: "Check your inbox to verify your email." }) }) });
    store.dispatch(signUpRequested(valid));
    await settle();
    expect(api.signUp).toHaveBeenCalledWith(valid);
    expect(texts(store)).toEqual(["Check your inbox to verify your email."]);
  });

  it("§4 sign-out: the server clears the cookie, saved items are forgotten, redirect to '/' by default", async () => {
    const { store, api, browser } = setup({ preloadedState: signedInState(), api: fakeApi({ signOut: async () => done() }) });
    store.dispatch(signOutRequested());
    await settle();
    expect(api.signOut).toHaveBeenCalled();
    expect(store.getState().auth.signedIn).toBe(false);
    expect(browser.navigate).toHaveBeenCalledWith("/");
  });

  it("§4 sign-out redirects to the given path, even when the call fails", async () => {
    const { store, browser } = setup({
      preloadedState: signedInState(),
      api: fakeApi({
        signOut: async () => {
          throw httpError();
        },
      }),
    });
    store.dispatch(signOutRequested({ redirectTo: "/used-cars" }));
    await settle();
    expect(store.getState().auth.signedIn).toBe(false);
    expect(browser.navigate).toHaveBeenCalledWith("/used-cars");
  });
});

describe("passwords, verification and details (§4, §5, §8, §9)", () => {
  it("§4 forgot password sets the mail-sent flag on success", async () => {
    const { store } = setup({ api: fakeApi({ forgotPassword: async () => ({ status: 1, message: "Reset link sent." }) }) });
    store.dispatch(forgotPasswordRequested({ email: "jane@example.com" }));
    await settle();
    expect(store.getState().auth.mailSent).toBe(true);
    expect(texts(store)).toEqual(["Reset link sent."]);
  });

  it("§8 forgot password refused: the server's message, no mail-sent flag", async () => {
    const { store } = setup({
      api: fakeApi({
        forgotPassword: async () => {
          throw httpError(404, { status: 0, message: "Unknown email." });
        },
      }),
    });
    store.dispatch(forgotPasswordRequested({ email: "x@example.com" }));
    await settle();
    expect(store.getState().auth.mailSent).toBe(false);
    expect(texts(store)).toEqual(["Unknown email."]);
  });

  it("§4 the email verification link confirms the email", async () => {
    const { store, api } = setup({ api: fakeApi({ verifyEmail: async () => ({ status: 1, message: "Email verified." }) }) });
    store.dispatch(verifyEmailRequested({ token: "tok" }));
    await settle();
    expect(api.verifyEmail).toHaveBeenCalledWith({ token: "tok" });
    expect(store.getState().auth.emailVerified).toBe(true);
  });

  it("§9 reset password redirects to /sign-in 1500 ms after success, not before", async () => {
    const { store, api, browser } = setup({ api: fakeApi({ resetPassword: async () => ({ status: 1, message: "Password changed." }) }) });
    store.dispatch(resetPasswordRequested({ password: "Secret1!", confirm_password: "Secret1!", token: "tok" }));
    await vi.advanceTimersByTimeAsync(1_499);
    expect(api.resetPassword).toHaveBeenCalledWith({ password: "Secret1!", token: "tok" });
    expect(browser.navigate).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(browser.navigate).toHaveBeenCalledWith("/sign-in");
  });

  it("§8 a failed reset stays on the page with the unknown-error message", async () => {
    const { store, browser } = setup({
      api: fakeApi({
        resetPassword: async () => {
          throw httpError();
        },
      }),
    });
    store.dispatch(resetPasswordRequested({ password: "Secret1!", confirm_password: "Secret1!", token: "tok" }));
    await vi.advanceTimersByTimeAsync(2_000);
    expect(browser.navigate).not.toHaveBeenCalled();
    expect(texts(store)).toEqual([UNKNOWN]);
  });

  it.each([
    [
      "a weak new password",
      { old_password: "Old1!old", new_password: "weak", confirm_password: "weak" },
      "New Password must be at least 8 characters long, contain at least one uppercase letter, one lowercase letter, one number, and one special character.",
    ],
    [
      "a mismatched confirmation",
      { old_password: "Old1!old", new_password: "Secret1!", confirm_password: "Secret1?" },
      "New Passwords do not match. Please try again.",
    ],
  ])("§5 change password with %s gives the 'New Password' message", async (_case, form, message) => {
    const { store, api } = setup({ preloadedState: signedInState() });
    store.dispatch(changePasswordRequested(form));
    await settle();
    expect(texts(store)).toEqual([message]);
    expect(api.changePassword).not.toHaveBeenCalled();
  });

  it("§4 change password sends old and new password", async () => {
    const { store, api } = setup({
      preloadedState: signedInState(),
      api: fakeApi({ changePassword: async () => ({ status: 1, message: "Password updated." }) }),
    });
    store.dispatch(changePasswordRequested({ old_password: "Old1!old", new_password: "Secret1!", confirm_password: "Secret1!" }));
    await settle();
    expect(api.changePassword).toHaveBeenCalledWith({ old_password: "Old1!old", new_password: "Secret1!" });
    expect(texts(store)).toEqual(["Password updated."]);
  });

  it("§3/§8 details update joins the name and says 'User details updated successfully!'", async () => {
    const { store, api } = setup({ preloadedState: signedInState(), api: fakeApi({ updateDetails: async () => ({ status: 1, message: "ok" }) }) });
    store.dispatch(detailsUpdateRequested({ first_name: "Jane", last_name: "Doe", phone: "5551234567", payment_id: "jane@pay.example" }));
    await settle();
    expect(api.updateDetails).toHaveBeenCalledWith({
      name: "Jane Doe",
      first_name: "Jane",
      last_name: "Doe",
      phone: "5551234567",
      payment_id: "jane@pay.example",
    });
    expect(texts(store)).toEqual(["User details updated successfully!"]);
  });

  it("§8 details update refused shows the server's message", async () => {
    const { store } = setup({
      preloadedState: signedInState(),
      api: fakeApi({
        updateDetails: async () => {
          throw httpError(400, { status: 0, message: "Invalid Phone number." });
        },
      }),
    });
    store.dispatch(detailsUpdateRequested({ first_name: "Jane", last_name: "Doe", phone: "1", payment_id: "" }));
    await settle();
    expect(texts(store)).toEqual(["Invalid Phone number."]);
  });
});

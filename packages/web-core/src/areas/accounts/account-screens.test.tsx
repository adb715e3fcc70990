// @vitest-environment jsdom
import type { ReactElement } from "react";
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { Provider } from "react-redux";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createAppStore, initialServerState, type RootState } from "@carmarket/store";
import { expectNoAxeViolations } from "../../test/axe.js";
import { AccountLinks } from "../../shell/account-links.js";
import { ChangePasswordPage } from "./change-password-page.js";
import { ResetPasswordPage } from "./reset-password-page.js";
import { SignInPage } from "./sign-in-page.js";
import { SignUpPage } from "./sign-up-page.js";

afterEach(cleanup);

/** `element` at `url` with a server-style store (no sagas): the test sees what the screen dispatches. */
function renderAt(element: ReactElement, url: string, state: Partial<RootState> = {}) {
  const store = createAppStore({ preloadedState: { ...initialServerState({ leadSource: "desktop", signedIn: false }), ...state } });
  const dispatched = vi.spyOn(store, "dispatch");
  const router = createMemoryRouter([{ path: "*", element }], { initialEntries: [url] });
  const view = render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  );
  const typeInto = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
  return { store, view, dispatched, typeInto };
}

const auth = (fields: Partial<RootState["auth"]>): Partial<RootState> => ({
  auth: { signedIn: false, pending: false, unverifiedEmail: null, mailSent: false, emailVerified: false, ...fields },
});

describe("sign-in screen (§2.9, §4)", () => {
  it("§2.1 sends the credentials and the page to return to; no axe violations", async () => {
    const { view, dispatched, typeInto } = renderAt(<SignInPage />, "/sign-in?redirect=%2Fmyaccount%2Fsaved");
    expect(screen.getByRole("heading", { level: 1, name: "Sign In" })).toBeTruthy();
    typeInto("Email", "jane@example.com");
    typeInto("Password", "Secret1!");
    fireEvent.click(screen.getByRole("button", { name: "Sign In" }));
    expect(dispatched).toHaveBeenCalledWith({
      type: "auth/signInRequested",
      payload: { email: "jane@example.com", password: "Secret1!", redirectTo: "/myaccount/saved" },
    });
    await expectNoAxeViolations(view.container);
  });

  it("§2.1 a redirect to another site is ignored: sign-in goes to /myaccount", () => {
    const { dispatched } = renderAt(<SignInPage />, "/sign-in?redirect=https%3A%2F%2Fevil.example");
    fireEvent.click(screen.getByRole("button", { name: "Sign In" }));
    expect(dispatched).toHaveBeenCalledWith({ type: "auth/signInRequested", payload: { email: "", password: "", redirectTo: "/myaccount" } });
  });

  it("§4 an unverified email offers resend-verification", () => {
    const { dispatched } = renderAt(<SignInPage />, "/sign-in", auth({ unverifiedEmail: "jane@example.com" }));
    fireEvent.click(screen.getByRole("button", { name: "Resend verification email" }));
    expect(dispatched).toHaveBeenCalledWith({ type: "auth/verificationMailRequested", payload: { email: "jane@example.com" } });
  });

  it("§8 once sent: 'Verification Mail Sent.'", () => {
    renderAt(<SignInPage />, "/sign-in", auth({ unverifiedEmail: "jane@example.com", mailSent: true }));
    expect(screen.getByRole("status").textContent).toBe("Verification Mail Sent.");
  });
});

describe("sign-up, reset and change password screens (§2.9, §5)", () => {
  it("§5 sign-up sends every field as typed (the store alerts the empty ones); no axe violations", async () => {
    const { view, dispatched, typeInto } = renderAt(<SignUpPage />, "/sign-up");
    typeInto("First Name", "Jane");
    typeInto("Email", "jane@example.com");
    fireEvent.click(screen.getByRole("button", { name: "Sign Up" }));
    expect(dispatched).toHaveBeenCalledWith({
      type: "auth/signUpRequested",
      payload: { first_name: "Jane", last_name: "", email: "jane@example.com", password: "", confirm_password: "" },
    });
    await expectNoAxeViolations(view.container);
  });

  it("§2.9 reset password sends the link's token with the new password", () => {
    const { dispatched, typeInto } = renderAt(<ResetPasswordPage />, "/reset-password?token=abc");
    typeInto("New Password", "Secret1!");
    typeInto("Confirm Password", "Secret1!");
    fireEvent.click(screen.getByRole("button", { name: "Reset Password" }));
    expect(dispatched).toHaveBeenCalledWith({
      type: "auth/resetPasswordRequested",
      payload: { password: "Secret1!", confirm_password: "Secret1!", token: "abc" },
    });
  });

  it("§2.9 a reset link without a token says so and offers a new link", () => {
    renderAt(<ResetPasswordPage />, "/reset-password");
    expect(screen.getByText("This link is invalid or has expired. Please request a new one.")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Request a new link" }).getAttribute("href")).toBe("/forgot-password");
  });

  it("§5 change password sends old, new and confirmation; no axe violations", async () => {
    const { view, dispatched, typeInto } = renderAt(<ChangePasswordPage />, "/change-password", auth({ signedIn: true }));
    typeInto("Current Password", "Old1!old");
    typeInto("New Password", "Secret1!");
    typeInto("Confirm New Password", "Secret1!");
    fireEvent.click(screen.getByRole("button", { name: "Change Password" }));
    expect(dispatched).toHaveBeenCalledWith({
      type: "auth/changePasswordRequested",
      payload: { old_password: "Old1!old", new_password: "Secret1!", confirm_password: "Secret1!" },
    });
    await expectNoAxeViolations(view.container);
  });
});

describe("header account links (§6)", () => {
  it("§6 signed out: Sign In", () => {
    renderAt(<AccountLinks />, "/");
    expect(screen.getByRole("link", { name: "Sign In" }).getAttribute("href")).toBe("/sign-in");
  });

  it("§4 signed in: My Account, and Sign Out asks the store to sign out", () => {
    const { dispatched } = renderAt(<AccountLinks />, "/", auth({ signedIn: true }));
    expect(screen.getByRole("link", { name: "My Account" }).getAttribute("href")).toBe("/myaccount");
    fireEvent.click(screen.getByRole("button", { name: "Sign Out" }));
    expect(dispatched).toHaveBeenCalledWith({ type: "auth/signOutRequested", payload: undefined });
  });

  it("§6 compact (mobile header): My Account only, Sign Out is on /myaccount", () => {
    renderAt(<AccountLinks compact />, "/", auth({ signedIn: true }));
    expect(screen.getByRole("link", { name: "My Account" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Sign Out" })).toBeNull();
  });
});

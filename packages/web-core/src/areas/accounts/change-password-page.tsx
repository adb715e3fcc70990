import { ACCOUNT_ROUTES } from "@carmarket/routes";
import { changePasswordRequested, selectAuth, useAppDispatch, useAppSelector } from "@carmarket/store";
import { AccountForm, AccountPage, Field } from "./account-form.js";
import { accountMeta } from "./account-meta.js";
import { PASSWORD_HINT } from "./password-hint.js";
import { useSignedInSync } from "./session-sync.js";

export const changePasswordMeta = accountMeta("Change Password", "Change the password of your CarMarket account.", ACCOUNT_ROUTES.changePassword);

/**
 * Change password (§2.9, §5: the rule and the mismatch messages begin 'New Password'); a wrong current
 * password gets the API's message. Signed-in only: the loader sends others to /sign-in and back.
 */
export function ChangePasswordPage() {
  const dispatch = useAppDispatch();
  const { pending } = useAppSelector(selectAuth);
  useSignedInSync();
  return (
    <AccountPage title="Change Password">
      <AccountForm
        label="Change password"
        submitLabel="Change Password"
        pending={pending}
        onSubmit={({ old_password = "", new_password = "", confirm_password = "" }) =>
          dispatch(changePasswordRequested({ old_password, new_password, confirm_password }))
        }
      >
        <Field name="old_password" label="Current Password" type="password" autoComplete="current-password" />
        <Field name="new_password" label="New Password" type="password" autoComplete="new-password" hint={PASSWORD_HINT} />
        <Field name="confirm_password" label="Confirm New Password" type="password" autoComplete="new-password" />
      </AccountForm>
    </AccountPage>
  );
}

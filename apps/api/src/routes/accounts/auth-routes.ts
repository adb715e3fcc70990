import type { FastifyPluginAsync, FastifyRequest } from "fastify";
import { sql } from "kysely";
import { BAD_LINK_MESSAGE, contract } from "@carmarket/contract";
import { PASSWORD_MESSAGES, validateSignUp } from "@carmarket/validation";
import { consumeEmailToken, issueEmailToken } from "../../auth/email-tokens.js";
import { COMMON_PASSWORD_MESSAGE, hashPassword, isCommonPassword, verifyAgainstDummy, verifyPassword } from "../../auth/password.js";
import { requireSignedIn, signedInUser } from "../../auth/request-user.js";
import { readKnownDevice, rememberDevice } from "../../auth/device-cookie.js";
import { clearSessionCookie, readSessionToken, setSessionCookie } from "../../auth/session-cookie.js";
import { accountKey, claimAttackWarning, claimSignInAttempt, clearSignInFailures, SIGN_IN_THROTTLE } from "../../auth/sign-in-throttle.js";
import { createSession, endOtherSessions, endSession } from "../../auth/sessions.js";
import type { Db } from "../../db/database.js";
import { BadRequestError, HttpError } from "../../http/errors.js";
import { routeOperation } from "../../http/contract-route.js";
import { accountExistsEmail, passwordResetEmail, signInAttackEmail, verificationEmail } from "../../outbox/account-emails.js";
import { queueEmail } from "../../outbox/queue-email.js";
import { limitFieldLengths } from "./account-fields.js";
import { AUTH_RATE_LIMITS, bodyEmail, limitByIp, limitByIpAndSubject, sessionSubject, spendBudget } from "./rate-limits.js";
import { readCookieId } from "./saved/cookie-id.js";
import { mergeVisitorSaves } from "./saved/saved-vins.js";

/** Answers of the auth calls; §8 texts where the spec has them, ours otherwise. */
export const AUTH_MESSAGES = {
  signedUp: "Thanks for signing up! Please check your email to verify your account.",
  signedIn: "Authentication Successful!",
  /** §8: the app maps 'Unauthorized' to 'Invalid email or password. Please try again.' */
  unauthorized: "Unauthorized",
  unverified: "Please verify your email address before signing in.",
  signedOut: "You have been signed out.",
  verified: "Your email address has been verified. You can now sign in.",
  badLink: BAD_LINK_MESSAGE,
  verificationSent: "Verification Mail Sent.",
  resetSent: "If an account exists for this email, we have sent a link to reset the password.",
  passwordReset: "Your password has been reset. Please sign in.",
  wrongOldPassword: "Your current password is incorrect. Please try again.",
  passwordChanged: "Your password has been changed.",
  /** 429 while the account makes a browser it is not known on wait (ADR 316); said of any email alike. */
  slowedDown: "Too many wrong passwords for this account. Please wait a few minutes, or reset your password to sign in now.",
} as const;

/**
 * What sign-in answers as `token` (§7). The real session secret travels only in the HttpOnly cookie
 * (ADR 050), so page scripts never hold it; this marker just says "signed in".
 */
export const SESSION_TOKEN_MARKER = "httponly-cookie";

function lowerEmail(email: string) {
  return sql<string>`lower(${email})`;
}

async function findUserByEmail(db: Db, email: string) {
  return db
    .selectFrom("users")
    .select(["id", "first_name", "email", "password_hash", "email_verified_at"])
    .where(sql`lower(email)`, "=", lowerEmail(email))
    .executeTakeFirst();
}

function refuseCommonPassword(password: string): void {
  if (isCommonPassword(password)) throw new BadRequestError(COMMON_PASSWORD_MESSAGE);
}

/** Sign-up, sign-in, sign-out, email verification and the password flows (§2.9, §4 Auth, §5). */
export const authRoutes: FastifyPluginAsync = async (app) => {
  const db = app.db;
  const { publicOrigin, production } = app.config;
  const signInLimit = limitByIp(app, "sign-in", AUTH_RATE_LIMITS.signIn);
  // Each call that sends email has its own budget, so a sign-up does not use up the reset budget.
  const emailLinkLimit = (name: string) => limitByIpAndSubject(app, name, AUTH_RATE_LIMITS.emailLink, bodyEmail);

  /** The visitor's cookie id sent with sign-in or sign-up, whose saves move into the account. */
  const visitorOf = (request: FastifyRequest) => readCookieId(request, (request.body as { cookie_id?: unknown } | null)?.cookie_id);

  /** Emails the owner that their password is being guessed, once a day at most (ADR 316). */
  const warnOwnerOfGuessing = (user: { email: string; first_name: string }, key: string) =>
    db.transaction().execute(async (trx) => {
      const tries = await claimAttackWarning(trx, key);
      if (tries !== null) await queueEmail(trx, signInAttackEmail(user.email, user.first_name, publicOrigin, tries));
    });

  /** §5: the empty-fields alert lists every empty field at once, before the first broken rule. */
  const signUpAlert = async (request: FastifyRequest) => {
    const alert = validateSignUp((request.body ?? {}) as Record<string, string>);
    if (alert) throw new BadRequestError(alert);
  };

  routeOperation(app, contract.signUp, { preHandler: [emailLinkLimit("sign-up"), limitFieldLengths(254), signUpAlert] }).handle(
    async ({ body: form }, request) => {
      refuseCommonPassword(form.password);
      const cookieId = visitorOf(request);
      // Hash before looking the address up, so a known email takes as long as a new one.
      const passwordHash = await hashPassword(form.password);
      await db.transaction().execute(async (trx) => {
        const created = await trx
          .insertInto("users")
          .values({
            first_name: form.first_name,
            last_name: form.last_name,
            name: `${form.first_name} ${form.last_name}`,
            email: form.email,
            phone: form.phone || null,
            password_hash: passwordHash,
          })
          .onConflict((oc) => oc.expression(sql`lower(email)`).doNothing())
          .returning(["id"])
          .executeTakeFirst();
        if (!created) {
          const owner = await findUserByEmail(trx, form.email);
          if (owner) await queueEmail(trx, accountExistsEmail(owner.email, owner.first_name, publicOrigin));
          return;
        }
        const token = await issueEmailToken(trx, created.id, "verify_email");
        await queueEmail(trx, verificationEmail(form.email, form.first_name, publicOrigin, token));
        if (cookieId) await mergeVisitorSaves(trx, cookieId, created.id);
      });
      // The same answer whether or not the address had an account.
      return { status: 1, message: AUTH_MESSAGES.signedUp };
    },
  );

  // Sign-in slows guessing per account without locking the owner out (ADR 316): from a browser the account is not
  // known on, each check waits out the delay its email's failures earned (unknown emails alike); from one it is
  // known on, the owner's password passes at once, within that browser's own budget.
  routeOperation(app, contract.signIn, { preHandler: [signInLimit, limitFieldLengths(254)] }).handle(async ({ body: form }, request, reply) => {
    const cookieId = visitorOf(request);
    const key = accountKey(form.email);
    const user = await findUserByEmail(db, form.email);
    const device = await readKnownDevice(db, request);
    const known = user !== undefined && device?.userId === user.id;
    if (known) {
      await spendBudget(db, {
        key: `sign-in:device:${device.deviceId}`,
        max: SIGN_IN_THROTTLE.knownDeviceTries,
        windowMs: SIGN_IN_THROTTLE.knownDeviceWindowMs,
      });
    } else {
      const claim = await claimSignInAttempt(db, key);
      if (!claim.allowed) {
        if (user) await warnOwnerOfGuessing(user, key);
        throw new HttpError(429, AUTH_MESSAGES.slowedDown, claim.retryAfterSeconds);
      }
    }
    const matches = user ? await verifyPassword(user.password_hash, form.password) : await verifyAgainstDummy(form.password);
    if (!user || !matches) {
      if (user && !known) await warnOwnerOfGuessing(user, key);
      // is_email_verified stays unknown (null): false would make the app offer a resend, and reveal nothing either way.
      return reply
        .status(401)
        .send({ status: 0, message: AUTH_MESSAGES.unauthorized, token: null, error: AUTH_MESSAGES.unauthorized, is_email_verified: null });
    }
    if (!known) await clearSignInFailures(db, key);
    // §4: an unverified account gets its own error so the app can offer to resend the email.
    if (!user.email_verified_at) {
      return reply.status(403).send({ status: 0, message: AUTH_MESSAGES.unverified, token: null, error: AUTH_MESSAGES.unverified, is_email_verified: false });
    }
    const token = await db.transaction().execute(async (trx) => {
      if (cookieId) await mergeVisitorSaves(trx, cookieId, user.id);
      return createSession(trx, user.id);
    });
    setSessionCookie(reply, token, production);
    await rememberDevice(db, reply, user.id, production);
    return { status: 1, message: AUTH_MESSAGES.signedIn, token: SESSION_TOKEN_MARKER, error: null, is_email_verified: true };
  });

  routeOperation(app, contract.signOut).handle(async (_input, request, reply) => {
    const token = readSessionToken(request);
    if (token) await endSession(db, token);
    clearSessionCookie(reply, production);
    return { status: 1, message: AUTH_MESSAGES.signedOut };
  });

  routeOperation(app, contract.verifyEmail).handle(async ({ body: { token } }, _request, reply) => {
    const userId = await db.transaction().execute(async (trx) => {
      const userId = await consumeEmailToken(trx, token, "verify_email");
      if (userId === null) return null;
      await trx.updateTable("users").set({ email_verified_at: new Date() }).where("id", "=", userId).where("email_verified_at", "is", null).execute();
      return userId;
    });
    if (userId === null) throw new BadRequestError(AUTH_MESSAGES.badLink);
    // The emailed link proves the owner: this browser signs in past the account's wait (ADR 316).
    await rememberDevice(db, reply, userId, production);
    return { status: 1, message: AUTH_MESSAGES.verified };
  });

  routeOperation(app, contract.resendVerification, { preHandler: [emailLinkLimit("resend-verification"), limitFieldLengths(254)] }).handle(
    async ({ body: { email } }) => {
      await db.transaction().execute(async (trx) => {
        const user = await findUserByEmail(trx, email);
        if (!user || user.email_verified_at) return;
        const token = await issueEmailToken(trx, user.id, "verify_email");
        await queueEmail(trx, verificationEmail(user.email, user.first_name, publicOrigin, token));
      });
      // §4: sets the app's mail-sent flag; the same answer for any address.
      return { status: 1, message: AUTH_MESSAGES.verificationSent };
    },
  );

  routeOperation(app, contract.forgotPassword, { preHandler: [emailLinkLimit("forgot-password"), limitFieldLengths(254)] }).handle(
    async ({ body: { email } }) => {
      await db.transaction().execute(async (trx) => {
        const user = await findUserByEmail(trx, email);
        if (!user) return;
        const token = await issueEmailToken(trx, user.id, "reset_password");
        await queueEmail(trx, passwordResetEmail(user.email, user.first_name, publicOrigin, token));
      });
      return { status: 1, message: AUTH_MESSAGES.resetSent };
    },
  );

  routeOperation(app, contract.resetPassword, { preHandler: limitFieldLengths(254) }).handle(async ({ body: form }, _request, reply) => {
    if (form.confirm_password !== undefined && form.confirm_password !== form.password) throw new BadRequestError(PASSWORD_MESSAGES.default.mismatch);
    refuseCommonPassword(form.password);
    const passwordHash = await hashPassword(form.password);
    const userId = await db.transaction().execute(async (trx) => {
      const userId = await consumeEmailToken(trx, form.token, "reset_password");
      if (userId === null) return null;
      // The emailed link proves the address, so a reset also verifies it.
      const { email } = await trx
        .updateTable("users")
        .set({ password_hash: passwordHash, email_verified_at: sql`coalesce(email_verified_at, now())` })
        .where("id", "=", userId)
        .returning("email")
        .executeTakeFirstOrThrow();
      await endOtherSessions(trx, userId);
      // Guesses at the old password no longer matter; this browser signs in past any wait (ADR 316).
      await clearSignInFailures(trx, accountKey(email));
      return userId;
    });
    if (userId === null) throw new BadRequestError(AUTH_MESSAGES.badLink);
    await rememberDevice(db, reply, userId, production);
    return { status: 1, message: AUTH_MESSAGES.passwordReset };
  });

  const changePasswordLimit = limitByIpAndSubject(app, "change-password", AUTH_RATE_LIMITS.changePassword, sessionSubject);
  routeOperation(app, contract.changePassword, { preHandler: [changePasswordLimit, requireSignedIn(db), limitFieldLengths(254)] }).handle(
    async ({ body: form }, request) => {
      const session = signedInUser(request);
      if (form.confirm_password !== undefined && form.confirm_password !== form.new_password) throw new BadRequestError(PASSWORD_MESSAGES.change.mismatch);
      const user = await db.selectFrom("users").select("password_hash").where("id", "=", session.userId).executeTakeFirstOrThrow();
      if (!(await verifyPassword(user.password_hash, form.old_password))) throw new HttpError(400, AUTH_MESSAGES.wrongOldPassword);
      refuseCommonPassword(form.new_password);
      const passwordHash = await hashPassword(form.new_password);
      await db.transaction().execute(async (trx) => {
        await trx.updateTable("users").set({ password_hash: passwordHash }).where("id", "=", session.userId).execute();
        // Whoever else held a session (a stolen cookie, another device) is signed out.
        await endOtherSessions(trx, session.userId, session.sessionId);
      });
      return { status: 1, message: AUTH_MESSAGES.passwordChanged };
    },
  );
};

import { parseCookie } from "cookie";
import { ZIP_COOKIE, type RequestFacts } from "@carmarket/store";
import { ZIP_PATTERN, type LeadSource } from "@carmarket/validation";

/** §6: the HttpOnly session cookie. Pages never read its value, only whether the request carried one. */
export const SESSION_COOKIE = "user-jwt-token";

/** Whether the request carried a session cookie (live or not: only the API can tell). */
export function hasSessionCookie(request: Request): boolean {
  return Boolean(parseCookie(request.headers.get("cookie") ?? "")[SESSION_COOKIE]);
}

/** Set-Cookie that drops a session cookie whose session has ended (same name and path as the API's). */
export const EXPIRED_SESSION_COOKIE = `${SESSION_COOKIE}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax`;

/** The request's `zipcode` cookie (§9) when it holds 5 digits. */
export function readZipCookie(request: Request): string | undefined {
  const zipcode = parseCookie(request.headers.get("cookie") ?? "")[ZIP_COOKIE.name];
  return zipcode !== undefined && ZIP_PATTERN.test(zipcode) ? zipcode : undefined;
}

/**
 * What the server knows about the shopper from the request (§6, §9): the `zipcode` cookie (when it
 * holds 5 digits) and whether a session cookie came with it. The token itself never leaves the server.
 */
export function readRequestFacts(request: Request, leadSource: LeadSource): RequestFacts {
  return {
    leadSource,
    zipcode: readZipCookie(request),
    signedIn: hasSessionCookie(request),
  };
}

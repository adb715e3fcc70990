/** The API's words for an emailed link that is missing, wrong, used or expired (apps/api/src/routes/accounts/README.md). */
export const INVALID_LINK_MESSAGE = "This link is invalid or has expired. Please request a new one.";

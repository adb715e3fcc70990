import { data } from "react-router";

/** What `<Form method="post">` sends, with JavaScript (React Router's fetch) and without (the browser). */
const FORM_MEDIA_TYPES = new Set(["application/x-www-form-urlencoded", "multipart/form-data"]);

/**
 * The form a page action was posted, for every action of both apps (issue #25): a body of another type (JSON,
 * text, none) is a 415 and one that does not parse as its type says (a broken multipart) a 400, both shown as the
 * route's 4xx page, where `request.formData()` alone threw a 500.
 */
export async function readPageForm(request: Request): Promise<FormData> {
  const mediaType = (request.headers.get("content-type") ?? "").split(";")[0]?.trim().toLowerCase() ?? "";
  if (!FORM_MEDIA_TYPES.has(mediaType)) throw data(null, { status: 415 });
  try {
    return await request.formData();
  } catch {
    throw data(null, { status: 400 });
  }
}

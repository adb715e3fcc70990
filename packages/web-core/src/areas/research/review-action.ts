import { data, redirect } from "react-router";
import { apiErrorMessage } from "@carmarket/api-client";
import { classifyPath, reviewSuccessPath, safeRedirect } from "@carmarket/routes";
import { carReviewSchema, fieldErrors } from "@carmarket/validation";
import { createServerApi } from "../../server-api.js";
import { readPageForm } from "../../server/page-form.js";

/** §8 text when the API gave no message. */
const UNKNOWN_ERROR = "An unknown error occurred. Please try again later.";

const TEXT_FIELDS = ["rating", "title", "text", "name", "email"] as const;

/** What the form gets back when the review was refused: the message per field and what was typed (§5: nothing lost). */
export interface ReviewActionData {
  errors: Partial<Record<(typeof TEXT_FIELDS)[number] | "form", string>>;
  values: Partial<Record<(typeof TEXT_FIELDS)[number], string>>;
}

/**
 * SUBMIT_REVIEW (§2.1): validates with the API's own schema, stores the review through POST /reviews
 * and redirects to REVIEW_SUCCESS with the moderation outcome; refusals come back as field errors.
 */
export async function submitReview(request: Request, url: URL) {
  const match = classifyPath(url.pathname);
  if (match?.type !== "SUBMIT_REVIEW") throw data(null, { status: 405 });
  const form = await readPageForm(request);
  const values = Object.fromEntries(TEXT_FIELDS.map((name) => [name, String(form.get(name) ?? "")])) as Required<ReviewActionData["values"]>;
  const body = { car_id: Number(form.get("car_id")), ...values, rating: Number(values.rating) };
  const { car_id: carError, ...fields } = fieldErrors(carReviewSchema, body);
  const errors: ReviewActionData["errors"] = carError === undefined ? fields : { ...fields, form: carError };
  if (Object.keys(errors).length > 0) return data<ReviewActionData>({ errors, values }, { status: 400 });
  try {
    const answer = await createServerApi(request).writeCarReview(body);
    return redirect(safeRedirect(`${reviewSuccessPath(match)}?status=${answer.review_status}`, reviewSuccessPath(match)));
  } catch (error) {
    return data<ReviewActionData>({ errors: { form: apiErrorMessage(error) ?? UNKNOWN_ERROR }, values }, { status: 400 });
  }
}

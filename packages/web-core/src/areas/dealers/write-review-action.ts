import { data, type RouterContextProvider } from "react-router";
import { apiErrorMessage } from "@carmarket/api-client";
import { MESSAGES } from "@carmarket/store";
import { dealerReviewSchema, fieldErrors } from "@carmarket/validation";
import { createServerApi } from "../../server-api.js";
import { readPageForm } from "../../server/page-form.js";
import { shopperAddressOf } from "../../server/shopper-address.js";
import { requireDealerId } from "./load-dealer.js";

/** The review form's fields, as typed (kept on a failed submit so nothing is lost). */
export interface ReviewFormValues {
  rating: string;
  title: string;
  text: string;
  name: string;
  email: string;
}

/** What a submit of the review form answers: sent, or the fields' messages, or the API's refusal. */
export type WriteReviewResult =
  | { status: "sent"; message: string }
  | { status: "invalid"; errors: Partial<Record<keyof ReviewFormValues, string>>; values: ReviewFormValues }
  | { status: "failed"; message: string; values: ReviewFormValues };

function textOf(form: FormData, name: keyof ReviewFormValues): string {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
}

/**
 * §2.1 DEALER_WRITE_REVIEW submit (a React Router action, so the form works before hydration):
 * checks the fields with the shared review rules (@carmarket/validation), then stores the review
 * through the API (§7 dealer reviews). Bad input answers 400 with a message per field.
 */
export async function writeDealerReviewAction({
  request,
  params,
  context,
}: {
  request: Request;
  params: { dealerId?: string };
  context: Readonly<RouterContextProvider>;
}) {
  const id = requireDealerId(params.dealerId);
  const form = await readPageForm(request);
  const values: ReviewFormValues = {
    rating: textOf(form, "rating"),
    title: textOf(form, "title"),
    text: textOf(form, "text"),
    name: textOf(form, "name"),
    email: textOf(form, "email"),
  };
  const input = { ...values, rating: values.rating === "" ? Number.NaN : Number(values.rating) };
  const errors = fieldErrors(dealerReviewSchema, input);
  if (Object.keys(errors).length > 0) return data<WriteReviewResult>({ status: "invalid", errors, values }, { status: 400 });
  try {
    const review = { rating: input.rating, title: values.title.trim(), text: values.text.trim(), name: values.name.trim(), email: values.email.trim() };
    // The shopper's address, not the server's loopback, so the API's per-address review budget is theirs.
    const answer = await createServerApi(request, shopperAddressOf(context)).writeDealerReview(id, review);
    return data<WriteReviewResult>({ status: "sent", message: answer.message });
  } catch (error) {
    // A refusal keeps the API's status and message; no answer at all is §8's unknown error, a 502.
    const message = apiErrorMessage(error);
    const status = (error as { response?: { status?: number } }).response?.status;
    return data<WriteReviewResult>({ status: "failed", message: message ?? MESSAGES.unknownError, values }, { status: message && status ? status : 502 });
  }
}

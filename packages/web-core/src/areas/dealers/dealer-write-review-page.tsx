import { useEffect, useId, useRef } from "react";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "react-router";
import { REVIEW_LIMITS } from "@carmarket/validation";
import { DealerLayout, dealerMeta } from "./dealer-layout.js";
import type { DealerData } from "./load-dealer.js";
import type { ReviewFormValues, WriteReviewResult } from "./write-review-action.js";
import styles from "./dealers.module.css";

const EMPTY: ReviewFormValues = { rating: "", title: "", text: "", name: "", email: "" };
const STARS = [5, 4, 3, 2, 1] as const;

/** Title, description, canonical and JSON-LD of the write-a-review page. */
export function dealerWriteReviewMeta({ loaderData }: { loaderData: DealerData | undefined }) {
  return dealerMeta(loaderData, (name) => `Write a Review of ${name}`, `Tell other shoppers about your visit to ${loaderData?.dealer.name ?? "this dealer"}.`);
}

function FieldError({ id, message }: { id: string; message: string | undefined }) {
  return message ? (
    <p id={id} className={styles.error}>
      {message}
    </p>
  ) : null;
}

/**
 * The review form (§2.1 DEALER_WRITE_REVIEW): rating, title, text, name and email, each message under its
 * field; after a refused submit the typed values stay and focus goes to the first field to fix.
 */
function ReviewForm({ result, submitting }: { result: WriteReviewResult | undefined; submitting: boolean }) {
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const errors = result?.status === "invalid" ? result.errors : {};
  const values = result && result.status !== "sent" ? result.values : EMPTY;
  const failure = result?.status === "failed" ? result.message : null;
  const described = (field: keyof ReviewFormValues, hint = false) =>
    [errors[field] ? `${id}-${field}-error` : "", hint ? `${id}-${field}-hint` : ""].filter(Boolean).join(" ") || undefined;

  useEffect(() => {
    if (result?.status !== "invalid") return;
    // Radios cannot carry aria-invalid, so the rating group marks itself instead.
    formRef.current?.querySelector<HTMLElement>("[aria-invalid='true'], [data-invalid] input")?.focus();
  }, [result]);

  return (
    <Form method="post" ref={formRef} noValidate className={styles.reviewForm} aria-label="Write a review">
      {failure && (
        <p role="alert" className={styles.error}>
          {failure}
        </p>
      )}
      <fieldset className={styles.stars} data-invalid={errors.rating ? true : undefined}>
        <legend>Your rating</legend>
        {STARS.map((stars) => (
          <label key={stars}>
            <input type="radio" name="rating" value={stars} defaultChecked={values.rating === String(stars)} aria-describedby={described("rating")} />
            {stars} {stars === 1 ? "star" : "stars"}
          </label>
        ))}
        <FieldError id={`${id}-rating-error`} message={errors.rating} />
      </fieldset>
      <div className={styles.field}>
        <label htmlFor={`${id}-title`}>Title</label>
        <input
          id={`${id}-title`}
          name="title"
          defaultValue={values.title}
          maxLength={REVIEW_LIMITS.titleMax}
          aria-invalid={errors.title ? true : undefined}
          aria-describedby={described("title", true)}
        />
        <p id={`${id}-title-hint`} className={styles.muted}>
          {REVIEW_LIMITS.titleMin} to {REVIEW_LIMITS.titleMax} characters.
        </p>
        <FieldError id={`${id}-title-error`} message={errors.title} />
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-text`}>Your review</label>
        <textarea
          id={`${id}-text`}
          name="text"
          rows={6}
          defaultValue={values.text}
          maxLength={REVIEW_LIMITS.textMax}
          aria-invalid={errors.text ? true : undefined}
          aria-describedby={described("text", true)}
        />
        <p id={`${id}-text-hint`} className={styles.muted}>
          {REVIEW_LIMITS.textMin} to {REVIEW_LIMITS.textMax} characters.
        </p>
        <FieldError id={`${id}-text-error`} message={errors.text} />
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-name`}>Your name</label>
        <input
          id={`${id}-name`}
          name="name"
          autoComplete="name"
          defaultValue={values.name}
          aria-invalid={errors.name ? true : undefined}
          aria-describedby={described("name")}
        />
        <FieldError id={`${id}-name-error`} message={errors.name} />
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-email`}>Email (never shown)</label>
        <input
          id={`${id}-email`}
          name="email"
          type="email"
          autoComplete="email"
          defaultValue={values.email}
          aria-invalid={errors.email ? true : undefined}
          aria-describedby={described("email")}
        />
        <FieldError id={`${id}-email-error`} message={errors.email} />
      </div>
      <button type="submit" className={styles.button} disabled={submitting}>
        {submitting ? "Posting…" : "Post Review"}
      </button>
    </Form>
  );
}

/** §2.1 DEALER_WRITE_REVIEW: the dealer's info and the review form, then the success state. */
export function DealerWriteReviewPage() {
  const data = useLoaderData<DealerData>();
  const result = useActionData<WriteReviewResult>();
  const submitting = useNavigation().state === "submitting";
  return (
    <DealerLayout data={data}>
      <section aria-labelledby="write-review">
        <h2 id="write-review">Write a Review of {data.dealer.name}</h2>
        {result?.status === "sent" ? (
          <div role="status" className={styles.success}>
            <p>
              <strong>{result.message}</strong>
            </p>
            <p>
              <Link to={data.links.reviews}>Read the reviews</Link>
            </p>
          </div>
        ) : (
          // Keyed by the result so a new answer re-applies the kept values to the uncontrolled fields.
          <ReviewForm key={result ? JSON.stringify(result) : "empty"} result={result} submitting={submitting} />
        )}
      </section>
    </DealerLayout>
  );
}

import { Form, useActionData, useSearchParams } from "react-router";
import { formatRating } from "@carmarket/pricing";
import { carPath, submitReviewPath } from "@carmarket/routes";
import { ResearchCrumbs } from "./research-crumbs.js";
import { ShopLink } from "./shop-link.js";
import type { ReviewActionData } from "./review-action.js";
import type { ResearchPageData } from "./resolve-research.js";
import styles from "./research.module.css";

type ReviewFormData = Extract<ResearchPageData, { type: "WRITE_REVIEW" | "SUBMIT_REVIEW" }>;
type SingleReviewData = Extract<ResearchPageData, { type: "SINGLE_REVIEW" }>;
type SuccessData = Extract<ResearchPageData, { type: "REVIEW_SUCCESS" }>;

const FIELDS = [
  { name: "title", label: "Title", type: "text" },
  { name: "name", label: "Your name", type: "text" },
  { name: "email", label: "Email (never shown)", type: "email" },
] as const;

/** Write a review (§2.1 WRITE_REVIEW); it posts to SUBMIT_REVIEW, which shows it again with the errors. */
export function ReviewFormPage({ page, path }: { page: ReviewFormData; path: string }) {
  const { car } = page;
  const ref = { brand: car.brand_slug, model: car.model_slug, year: car.year };
  const result = useActionData<ReviewActionData>();
  const errors: Record<string, string | undefined> = result?.errors ?? {};
  const values: Record<string, string | undefined> = result?.values ?? {};
  const describedBy = (name: string) => (errors[name] ? { "aria-invalid": true, "aria-describedby": `${name}-error` } : {});
  const message = (name: string) =>
    errors[name] ? (
      <span id={`${name}-error`} className={styles.error}>
        {errors[name]}
      </span>
    ) : null;
  return (
    <main className={styles.page}>
      <ResearchCrumbs page={page} path={path} />
      <h1>Write a Review of the {car.title}</h1>
      {errors.form && (
        <p role="alert" className={styles.error}>
          {errors.form}
        </p>
      )}
      {Object.keys(errors).length > 0 && !errors.form && (
        <p role="alert" className={styles.error}>
          Please correct the fields marked below.
        </p>
      )}
      <Form method="post" action={submitReviewPath(ref)} className={styles.form} noValidate>
        <input type="hidden" name="car_id" value={car.id} />
        <fieldset {...describedBy("rating")}>
          <legend>Your rating</legend>
          {[5, 4, 3, 2, 1].map((stars) => (
            <label key={stars}>
              <input type="radio" name="rating" value={stars} defaultChecked={values.rating === String(stars)} /> {stars} {stars === 1 ? "star" : "stars"}
            </label>
          ))}
          {message("rating")}
        </fieldset>
        {FIELDS.map((field) => (
          <label key={field.name}>
            {field.label}
            <input name={field.name} type={field.type} defaultValue={values[field.name] ?? ""} {...describedBy(field.name)} />
            {message(field.name)}
          </label>
        ))}
        <label>
          Your review
          <textarea name="text" rows={6} defaultValue={values.text ?? ""} {...describedBy("text")} />
          {message("text")}
        </label>
        <button type="submit">Submit Review</button>
      </Form>
      <p>
        <a href={carPath(ref)}>Back to the {car.title}</a>
      </p>
    </main>
  );
}

/** After submitting (§2.1 REVIEW_SUCCESS): published at once, or held for moderation, in the API's words (ADRs 044, 218). */
export function ReviewSuccessPage({ page, path }: { page: SuccessData; path: string }) {
  const [search] = useSearchParams();
  const { car } = page;
  const pending = search.get("status") === "pending";
  return (
    <main className={styles.page}>
      <ResearchCrumbs page={page} path={path} />
      <h1>Thank you for your review!</h1>
      <p role="status">
        {pending
          ? `Your review of the ${car.title} is held for moderation and will appear once a moderator approves it.`
          : `Your review of the ${car.title} is published.`}
      </p>
      <p>
        <a href={carPath({ brand: car.brand_slug, model: car.model_slug, year: car.year, tab: "user-reviews" })}>Read the owner reviews</a>
      </p>
    </main>
  );
}

/** One owner review (§2.1 SINGLE_REVIEW); the text is plain text, never HTML (ADR 044). */
export function SingleReviewPage({ page, path }: { page: SingleReviewData; path: string }) {
  const { car, review } = page;
  return (
    <main className={styles.page}>
      <ResearchCrumbs page={page} path={path} />
      <article>
        <h1>{review.title}</h1>
        <p>
          {formatRating(review.rating)} out of 5 · {review.author_name} ·{" "}
          {new Date(review.created_at).toLocaleDateString("en-US", { dateStyle: "long", timeZone: "UTC" })}
        </p>
        <p>{review.text}</p>
      </article>
      <p className={styles.actions}>
        <a href={carPath({ brand: car.brand_slug, model: car.model_slug, year: car.year, tab: "user-reviews" })}>All {car.title} reviews</a>
        <ShopLink car={car} forSale={page.forSale} />
      </p>
    </main>
  );
}

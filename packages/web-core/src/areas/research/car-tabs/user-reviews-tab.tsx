import { formatRating } from "@carmarket/pricing";
import { singleReviewPath, writeReviewPath } from "@carmarket/routes";
import { StarRating } from "@carmarket/ui/star-rating";
import styles from "../research.module.css";
import type { CarTabProps } from "./car-tab-props.js";

/** The user-reviews tab (§2.2): the owners' rating, their reviews and a link to write one. */
export function UserReviewsTab({ car }: CarTabProps) {
  const ref = { brand: car.brand_slug, model: car.model_slug, year: car.year };
  const { average_rating, count, reviews } = car.user_reviews;
  return (
    <section aria-labelledby="user-reviews-heading">
      <h2 id="user-reviews-heading">Owner Reviews</h2>
      {average_rating !== null && <StarRating value={average_rating} count={count} />}
      <p>
        <a href={writeReviewPath(ref)}>Write a review of the {car.title}</a>
      </p>
      {reviews.length === 0 ? (
        <p>0 results that matched your search criteria.</p>
      ) : (
        <ul className={styles.cards}>
          {reviews.map((review) => (
            <li key={review.id} className={styles.card}>
              <h3>
                <a href={singleReviewPath({ ...ref, reviewId: review.id })}>{review.title}</a>
              </h3>
              <p>
                {formatRating(review.rating)} out of 5 · {review.author_name}
              </p>
              <p>{review.text}</p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

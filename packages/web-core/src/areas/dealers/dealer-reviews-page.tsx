import type { DealerReview } from "@carmarket/api-client";
import { Link, useLoaderData } from "react-router";
import { StarRating } from "@carmarket/ui/star-rating";
import { DealerLayout, dealerMeta } from "./dealer-layout.js";
import type { DealerReviewsData } from "./load-dealer-reviews.js";
import { useReviewVotes, type VoteApi } from "./use-review-votes.js";
import styles from "./dealers.module.css";

const dateFormat = new Intl.DateTimeFormat("en-US", { month: "long", day: "numeric", year: "numeric", timeZone: "UTC" });

/** Title, description, canonical and JSON-LD of a dealer's reviews. */
export function dealerReviewsMeta({ loaderData }: { loaderData: DealerReviewsData | undefined }) {
  return dealerMeta(
    loaderData,
    (name) => `${name} Reviews`,
    `Read ${loaderData?.reviews.length ?? 0} shopper reviews of ${loaderData?.dealer.name ?? "this dealer"}, rated ${loaderData?.dealer.rating ?? 0} out of 5.`,
  );
}

/** The reviews with their like/dislike buttons (§7); `loadApi` is the browser's unless a test passes one. */
function ReviewList({ reviews, loadApi }: { reviews: readonly DealerReview[]; loadApi?: () => Promise<VoteApi> }) {
  const { tallyOf, vote, isPending } = useReviewVotes(loadApi);
  return (
    <ul className={styles.reviews} aria-label="Reviews">
      {reviews.map((review) => {
        const tally = tallyOf(review);
        return (
          <li key={review.id}>
            <article aria-labelledby={`review-${review.id}`} className={styles.review}>
              <h3 id={`review-${review.id}`}>{review.title}</h3>
              <StarRating value={review.rating} />
              <p className={styles.muted}>
                {review.author_name} · <time dateTime={review.created_at}>{dateFormat.format(new Date(review.created_at))}</time>
              </p>
              <p>{review.text}</p>
              <div role="group" aria-label={`Was "${review.title}" helpful?`} className={styles.votes}>
                <button
                  type="button"
                  aria-pressed={tally.mine === "like"}
                  aria-busy={isPending(review.id) || undefined}
                  onClick={() => void vote(review, "like")}
                >
                  Like ({tally.likes})
                </button>
                <button
                  type="button"
                  aria-pressed={tally.mine === "dislike"}
                  aria-busy={isPending(review.id) || undefined}
                  onClick={() => void vote(review, "dislike")}
                >
                  Dislike ({tally.dislikes})
                </button>
              </div>
            </article>
          </li>
        );
      })}
    </ul>
  );
}

/** §2.1 DEALER_REVIEWS: the dealer's info and its reviews, newest first, each with like/dislike votes. */
export function DealerReviewsPage() {
  const data = useLoaderData<DealerReviewsData>();
  return (
    <DealerLayout data={data}>
      <section aria-labelledby="dealer-reviews">
        <h2 id="dealer-reviews">Reviews of {data.dealer.name}</h2>
        <p>
          <Link to={data.links.writeReview}>Write a review</Link>
        </p>
        {data.reviews.length === 0 ? <p>No reviews yet. Be the first to review this dealer.</p> : <ReviewList reviews={data.reviews} />}
      </section>
    </DealerLayout>
  );
}

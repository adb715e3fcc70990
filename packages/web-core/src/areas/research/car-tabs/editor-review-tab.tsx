import type { EditorReview } from "@carmarket/api-client";
import { REVIEW_CONTENT_TABS, type ReviewContentTab } from "@carmarket/routes";
import styles from "../research.module.css";
import type { CarTabProps } from "./car-tab-props.js";

const REVIEW_SECTION_TITLES: Record<ReviewContentTab, string> = {
  analysis_tabs: "At a Glance",
  comment: "Our Take",
  competitor_data: "Rivals",
  faq: "Frequently Asked Questions",
  overview: "Review Overview",
  review: "Ratings",
  trim_data: "Which Trim to Buy",
};

/** The editor-review tab (§2.2): one section per review-content tab, in the spec's order. */
export function EditorReviewTab({ car }: CarTabProps) {
  const review = car.content.editor_review;
  return (
    <article aria-labelledby="editor-review-heading" className={styles.review}>
      <h2 id="editor-review-heading">Editor Review</h2>
      <p>By {review.author}</p>
      {REVIEW_CONTENT_TABS.map((key) => (
        <section key={key} aria-labelledby={`review-${key}`} data-review-content={key}>
          <h3 id={`review-${key}`}>{REVIEW_SECTION_TITLES[key]}</h3>
          <ReviewSection review={review} section={key} />
        </section>
      ))}
    </article>
  );
}

function ReviewSection({ review, section }: { review: EditorReview; section: ReviewContentTab }) {
  switch (section) {
    case "analysis_tabs":
      return (
        <dl>
          {review.analysis_tabs.map((item) => (
            <div key={item.title}>
              <dt>{item.title}</dt>
              <dd>{item.content.join(" ")}</dd>
            </div>
          ))}
        </dl>
      );
    case "comment":
      return <p>{review.comment}</p>;
    case "competitor_data":
      return (
        <ul>
          {review.competitor_data.map((rival) => (
            <li key={rival.id}>
              <a href={rival.url}>{rival.title}</a> (score {rival.score})
            </li>
          ))}
        </ul>
      );
    case "faq":
      return (
        <dl>
          {review.faq.map((item) => (
            <div key={item.question}>
              <dt>{item.question}</dt>
              <dd>{item.answer}</dd>
            </div>
          ))}
        </dl>
      );
    case "overview":
      return <p>{review.overview}</p>;
    case "review":
      return (
        <ul>
          {review.review.map((item) => (
            <li key={item.title}>
              <strong>
                {item.title}: {item.score}/10
              </strong>{" "}
              {item.text}
            </li>
          ))}
        </ul>
      );
    case "trim_data":
      return (
        <p>
          We recommend the <strong>{review.trim_data.recommended}</strong>. {review.trim_data.reason}
        </p>
      );
  }
}

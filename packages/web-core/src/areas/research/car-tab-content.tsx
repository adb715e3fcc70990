import type { CarData, EditorReview } from "@carmarket/api-client";
import { formatRating, formatUsd } from "@carmarket/pricing";
import { comparePath, REVIEW_CONTENT_TABS, singleReviewPath, writeReviewPath, type ReviewContentTab } from "@carmarket/routes";
import { FactList } from "@carmarket/ui/fact-list";
import { Image } from "@carmarket/ui/image";
import { StarRating } from "@carmarket/ui/star-rating";
import { crashTestRows } from "./crash-test-labels.js";
import styles from "./research.module.css";

const inches = (value: number) => `${value} in`;
const cubicFeet = (value: number | null) => (value === null ? undefined : `${value} cu ft`);
const pounds = (value: number) => `${value.toLocaleString("en-US")} lb`;

/** The body of one car page tab (§2.2); headings are h2 under the page's h1. */
export function CarTabContent({ tab, car }: { tab: string; car: CarData }) {
  const { content } = car;
  const ref = { brand: car.brand_slug, model: car.model_slug, year: car.year };
  switch (tab) {
    case "price":
      return (
        <>
          <FactList heading="Price" facts={[{ label: "MSRP from", value: formatUsd(content.overview.msrp_min) }, { label: "MSRP up to", value: formatUsd(content.overview.msrp_max) }]} />
          <TrimTable car={car} />
        </>
      );
    case "trim-family":
      return (
        <section aria-labelledby="trim-family-heading">
          <h2 id="trim-family-heading">Trim Families</h2>
          <ul className={styles.cards}>
            {content.trim_families.map((family) => (
              <li key={family.family} className={styles.card}>
                <h3>{family.family}</h3>
                <p>From {formatUsd(family.msrp_from)}</p>
                <p>{family.trims.join(", ")}</p>
              </li>
            ))}
          </ul>
        </section>
      );
    case "gallery":
    case "interiors": {
      const items = tab === "gallery" ? content.gallery : content.gallery.filter((item) => item.tags.some((tag) => tag === "interior" || tag === "dashboard" || tag === "cargo"));
      return (
        <section aria-labelledby="gallery-heading">
          <h2 id="gallery-heading">{tab === "gallery" ? "Photos" : "Interior Photos"}</h2>
          {tab === "interiors" && <p>Seats {content.specs.seating}. {content.overview.highlights.join(". ")}.</p>}
          <ul className={styles.gallery}>
            {items.map((item, index) => (
              <li key={item.path}>
                <Image src={item.path} alt={`${car.title}, ${item.tags.join(", ")}, photo ${index + 1} of ${items.length}`} width={345} height={230} />
              </li>
            ))}
          </ul>
        </section>
      );
    }
    case "specifications":
      return (
        <FactList
          heading="Specifications"
          facts={[
            { label: "Engine", value: content.specs.engine },
            { label: "Fuel", value: content.specs.fuel },
            { label: "Horsepower", value: `${content.specs.horsepower} hp` },
            { label: "Torque", value: `${content.specs.torque_lb_ft} lb-ft` },
            { label: "Transmission", value: content.specs.transmission },
            { label: "Drivetrain", value: content.specs.drivetrain },
            { label: "Curb weight", value: pounds(content.specs.curb_weight_lb) },
            { label: "Seating", value: content.specs.seating },
            { label: "Fuel tank", value: content.specs.fuel_tank_gal === null ? undefined : `${content.specs.fuel_tank_gal} gal` },
            { label: "Battery", value: content.specs.battery_kwh === null ? undefined : `${content.specs.battery_kwh} kWh` },
          ]}
        />
      );
    case "performance":
    case "0to60":
      return (
        <FactList
          heading={tab === "0to60" ? "0 to 60 mph" : "Performance"}
          facts={[
            { label: "0–60 mph", value: `${content.performance.zero_to_sixty_s} s` },
            { label: "Quarter mile", value: `${content.performance.quarter_mile_s} s` },
            { label: "Top speed", value: `${content.performance.top_speed_mph} mph` },
            { label: "Horsepower", value: `${content.performance.horsepower} hp` },
            { label: "Torque", value: `${content.performance.torque_lb_ft} lb-ft` },
          ]}
        />
      );
    case "safety":
      return (
        <section aria-labelledby="safety-heading">
          <h2 id="safety-heading">Safety Ratings</h2>
          <table className={styles.table}>
            <caption>Crash-test ratings of the {car.title}</caption>
            <thead>
              <tr>
                <th scope="col">Test</th>
                <th scope="col">Rating</th>
                <th scope="col">Source</th>
              </tr>
            </thead>
            <tbody>
              {crashTestRows(content.safety).map((row) => (
                <tr key={row.label}>
                  <th scope="row">{row.label}</th>
                  <td>{row.value}</td>
                  <td>{row.source}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      );
    case "reliability":
      return (
        <FactList
          heading="Reliability"
          facts={[
            { label: "Reliability score", value: `${content.reliability.score} / 100` },
            { label: "Verdict", value: content.reliability.verdict },
            { label: "Recalls", value: content.reliability.recalls },
          ]}
        />
      );
    case "problems":
      return (
        <section aria-labelledby="problems-heading">
          <h2 id="problems-heading">Reported Problems</h2>
          {content.problems.length === 0 ? (
            <p>0 results that matched your search criteria.</p>
          ) : (
            <ul className={styles.cards}>
              {content.problems.map((problem) => (
                <li key={problem.area} className={styles.card}>
                  <h3>{problem.area}</h3>
                  <p>{problem.reports} reports</p>
                  <p>{problem.summary}</p>
                </li>
              ))}
            </ul>
          )}
        </section>
      );
    case "user-reviews":
      return (
        <section aria-labelledby="user-reviews-heading">
          <h2 id="user-reviews-heading">Owner Reviews</h2>
          {car.user_reviews.average_rating !== null && <StarRating value={car.user_reviews.average_rating} count={car.user_reviews.count} />}
          <p>
            <a href={writeReviewPath(ref)}>Write a review of the {car.title}</a>
          </p>
          {car.user_reviews.reviews.length === 0 ? (
            <p>0 results that matched your search criteria.</p>
          ) : (
            <ul className={styles.cards}>
              {car.user_reviews.reviews.map((review) => (
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
    case "editor-review":
      return <EditorReviewContent review={content.editor_review} />;
    case "car-compare":
      return <CompetitorList car={car} heading="Compare the" />;
    case "brochure-manuals":
      return (
        <>
          <FactList
            heading="Spec Sheet"
            facts={[
              { label: "Model year", value: car.year },
              { label: "Body style", value: content.overview.body_type },
              { label: "Class", value: content.overview.vehicle_class },
              { label: "Engine", value: content.specs.engine },
              { label: "Recalls on record", value: content.reliability.recalls },
            ]}
          />
          <TrimTable car={car} />
        </>
      );
    case "mpg":
      return (
        <FactList
          heading="Fuel Economy"
          facts={[
            { label: "City", value: `${content.mpg.city} ${content.mpg.unit}` },
            { label: "Highway", value: `${content.mpg.highway} ${content.mpg.unit}` },
            { label: "Combined", value: `${content.mpg.combined} ${content.mpg.unit}` },
            { label: "Range", value: `${content.mpg.range_miles} miles` },
          ]}
        />
      );
    case "dimensions":
      return (
        <FactList
          heading="Dimensions"
          facts={[
            { label: "Length", value: inches(content.dimensions.length_in) },
            { label: "Width", value: inches(content.dimensions.width_in) },
            { label: "Height", value: inches(content.dimensions.height_in) },
            { label: "Wheelbase", value: inches(content.dimensions.wheelbase_in) },
            { label: "Ground clearance", value: inches(content.dimensions.ground_clearance_in) },
          ]}
        />
      );
    case "trunk-space":
    case "cargo-space":
      return (
        <FactList
          heading={tab === "trunk-space" ? "Trunk Space" : "Cargo Space"}
          facts={[
            { label: "Trunk", value: cubicFeet(content.cargo.trunk_cu_ft) },
            { label: "Behind second row", value: cubicFeet(content.cargo.behind_second_row_cu_ft) },
            { label: "Maximum cargo", value: cubicFeet(content.cargo.max_cu_ft) },
            { label: "Bed length", value: content.cargo.bed_length_ft === null ? undefined : `${content.cargo.bed_length_ft} ft` },
          ]}
        />
      );
    case "towing-capacity":
      return (
        <FactList
          heading="Towing Capacity"
          facts={[
            { label: "Maximum towing", value: pounds(content.towing.max_lb) },
            { label: "Recommended for towing", value: content.towing.recommended ? "Yes" : "No" },
          ]}
        />
      );
    case "cto":
      return <CostToOwn car={car} />;
    default:
      return (
        <section aria-labelledby="overview-heading">
          <h2 id="overview-heading">Overview</h2>
          <p>{content.overview.summary}</p>
          <ul>
            {content.overview.highlights.map((highlight) => (
              <li key={highlight}>{highlight}</li>
            ))}
          </ul>
          <p>
            {content.overview.vehicle_class} {content.overview.body_type} · MSRP {formatUsd(content.overview.msrp_min)} – {formatUsd(content.overview.msrp_max)}
          </p>
        </section>
      );
  }
}

/** The trims of the model year with their MSRP (§2.2 trims section, price tab). */
export function TrimTable({ car }: { car: CarData }) {
  return (
    <table className={styles.table}>
      <caption>{car.title} trims</caption>
      <thead>
        <tr>
          <th scope="col">Trim</th>
          <th scope="col">Family</th>
          <th scope="col">MSRP</th>
        </tr>
      </thead>
      <tbody>
        {car.content.trims.map((trim) => (
          <tr key={trim.name}>
            <th scope="row">{trim.name}</th>
            <td>{trim.family}</td>
            <td>{formatUsd(trim.msrp)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Competitors of the same class, each with a side-by-side compare link (§2.2 versus, car-compare). */
export function CompetitorList({ car, heading }: { car: CarData; heading: string }) {
  const competitors = car.content.editor_review.competitor_data;
  return (
    <section aria-labelledby="competitors-heading">
      <h2 id="competitors-heading">
        {heading} {car.title}
      </h2>
      {competitors.length === 0 ? (
        <p>0 results that matched your search criteria.</p>
      ) : (
        <ul className={styles.cards}>
          {competitors.map((rival) => (
            <li key={rival.id} className={styles.card}>
              <a href={rival.url}>{rival.title}</a>
              <p>Score {rival.score} · from {formatUsd(rival.msrp_min)}</p>
              <a href={comparePath([{ brand: car.brand_slug, model: car.model_slug }, { brand: rival.brand_slug, model: rival.model_slug }])}>
                Compare {car.model_name} vs {rival.model_name}
              </a>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

const REVIEW_SECTION_TITLES: Record<ReviewContentTab, string> = {
  analysis_tabs: "At a Glance",
  comment: "Our Take",
  competitor_data: "Rivals",
  faq: "Frequently Asked Questions",
  overview: "Review Overview",
  review: "Ratings",
  trim_data: "Which Trim to Buy",
};

/** The editor review, one section per §2.2 review-content tab, in the spec's order. */
function EditorReviewContent({ review }: { review: EditorReview }) {
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

const CTO_PARTS = [
  ["depreciation", "Depreciation"],
  ["fuel", "Energy"],
  ["insurance", "Insurance"],
  ["maintenance", "Maintenance"],
  ["repairs", "Repairs"],
  ["taxes_fees", "Taxes & fees"],
  ["total", "Total"],
] as const;

/** Five-year cost to own (ADR 043), year by year, with the method in words. */
function CostToOwn({ car }: { car: CarData }) {
  const { cto } = car.content;
  return (
    <section aria-labelledby="cto-heading">
      <h2 id="cto-heading">5-Year Cost to Own: {formatUsd(cto.total)}</h2>
      <div className={styles.scroll}>
        <table className={styles.table}>
          <caption>Cost to own the {car.title}, by year</caption>
          <thead>
            <tr>
              <th scope="col">Cost</th>
              {cto.years.map((year) => (
                <th scope="col" key={year.year}>
                  {year.year}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {CTO_PARTS.map(([key, label]) => (
              <tr key={key}>
                <th scope="row">{label}</th>
                {cto.years.map((year) => (
                  <td key={year.year}>{formatUsd(year[key])}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <h3>How we calculate it</h3>
      <p>{cto.method}</p>
    </section>
  );
}

import { useId } from "react";
import { Form, Link, useLoaderData, useNavigation } from "react-router";
import { INFORMATION_NOT_AVAILABLE } from "@carmarket/listing";
import { dealersPath } from "@carmarket/routes";
import { StarRating } from "@carmarket/ui/star-rating";
import { ZIP_LENGTH, ZIP_PLACEHOLDER } from "@carmarket/validation";
import { pageMeta } from "../../seo/page-meta.js";
import type { DealerSummary } from "./dealer-summary.js";
import { DEALER_RADIUS_MILES, type DealersData } from "./load-dealers.js";
import { PageLinks } from "./page-links.js";
import { TodayHours } from "./today-hours.js";
import styles from "./dealers.module.css";

/** §8: an empty list. */
export const NO_RESULTS = "0 results that matched your search criteria.";

function heading(data: DealersData): string {
  return data.zip ? `Car Dealers near ${data.zip}` : "Car Dealers";
}

/** Title, description, canonical and breadcrumbs of the dealer list. */
export function dealersMeta({ loaderData }: { loaderData: DealersData | undefined }) {
  if (!loaderData) return [];
  const page = loaderData.pagination && loaderData.pagination.current > 1 ? ` (page ${loaderData.pagination.current})` : "";
  const where = loaderData.zip ? ` within ${loaderData.radius} miles of ZIP ${loaderData.zip}` : " across the US";
  return pageMeta({
    title: `${heading(loaderData)}${page} | CarMarket`,
    description: `Find car dealers${where}: ratings, reviews, opening hours, directions and the cars each has for sale.`,
    canonical: loaderData.canonical,
    jsonLd: [loaderData.breadcrumbs],
  });
}

function DealerSearch({ data }: { data: DealersData }) {
  const id = useId();
  const searching = useNavigation().state === "loading";
  return (
    <Form method="get" action={dealersPath()} className={styles.search} aria-label="Find dealers">
      <div className={styles.field}>
        <label htmlFor={`${id}-zip`}>Zip code</label>
        <input
          id={`${id}-zip`}
          name="zip"
          defaultValue={data.zipInput}
          key={data.zipInput}
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={ZIP_LENGTH}
          placeholder={ZIP_PLACEHOLDER}
          aria-invalid={data.zipError ? true : undefined}
          aria-describedby={data.zipError ? `${id}-zip-error` : undefined}
        />
        {data.zipError && (
          <p id={`${id}-zip-error`} className={styles.error}>
            {data.zipError}
          </p>
        )}
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-radius`}>Distance</label>
        <select id={`${id}-radius`} name="radius" defaultValue={data.radius} key={data.radius}>
          {DEALER_RADIUS_MILES.map((miles) => (
            <option key={miles} value={miles}>
              {miles} miles
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className={styles.button} disabled={searching}>
        Find Dealers
      </button>
    </Form>
  );
}

function DealerCard({ dealer }: { dealer: DealerSummary }) {
  return (
    <article className={styles.card} aria-labelledby={`dealer-${dealer.id}`}>
      <h2 className={styles.cardTitle} id={`dealer-${dealer.id}`}>
        <Link to={dealer.href}>{dealer.name}</Link>
      </h2>
      {dealer.ratingCount > 0 ? <StarRating value={dealer.rating} count={dealer.ratingCount} /> : <p className={styles.muted}>No reviews yet</p>}
      <address className={styles.address}>{dealer.address || INFORMATION_NOT_AVAILABLE}</address>
      {dealer.distance && <p className={styles.muted}>{dealer.distance} away</p>}
      <TodayHours today={dealer.today} />
      <p className={styles.muted}>
        {dealer.inventoryCount} {dealer.inventoryCount === 1 ? "car" : "cars"} for sale
      </p>
    </article>
  );
}

/** §2.1 DEALERS: dealers near the shopper's ZIP with rating, address, distance and today's hours. */
export function DealersPage() {
  const data = useLoaderData<DealersData>();
  const countText = data.zip ? `${data.count} dealers within ${data.radius} miles of ${data.zip}` : `${data.count} dealers, best rated first`;
  return (
    <main className={styles.page}>
      <h1>{heading(data)}</h1>
      <DealerSearch data={data} />
      {data.zipError ? null : (
        <p role="status" className={styles.count}>
          {data.count === 0 ? NO_RESULTS : countText}
        </p>
      )}
      {data.dealers.length > 0 && (
        <ul className={styles.list} aria-label="Dealers">
          {data.dealers.map((dealer) => (
            <li key={dealer.id}>
              <DealerCard dealer={dealer} />
            </li>
          ))}
        </ul>
      )}
      {data.pagination && <PageLinks pagination={data.pagination} label="Dealer pages" />}
    </main>
  );
}

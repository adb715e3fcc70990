import { BODY_TYPES, BODY_TYPE_SLUGS, bodyTypeLinkPath, listingPath } from "@carmarket/routes";
import type { BodyTypeNearby } from "./nearby-cars.js";
import styles from "./home.module.css";

const CONDITIONS = [
  { label: "Used Cars", condition: "used" },
  { label: "New Cars", condition: "new" },
  { label: "Certified Cars", condition: "certified" },
] as const;

/**
 * Ways into the catalogue (§2.5): used, new and certified search, the body-type pages, and the
 * cars for sale near the ZIP by body type with their counts (§7 forsale_listings_filter).
 */
export function ShopLinks({ bodyTypes, where }: { bodyTypes: readonly BodyTypeNearby[]; where: string }) {
  return (
    <div className={styles.links}>
      <nav aria-labelledby="shop-by-condition">
        <h2 id="shop-by-condition">Shop cars</h2>
        <ul className={styles.linkList}>
          {CONDITIONS.map(({ label, condition }) => (
            <li key={condition}>
              <a href={listingPath({ condition })}>{label}</a>
            </li>
          ))}
        </ul>
      </nav>
      <nav aria-labelledby="shop-by-body-type">
        <h2 id="shop-by-body-type">Browse by body type</h2>
        <ul className={styles.linkList}>
          {BODY_TYPE_SLUGS.map((slug) => (
            <li key={slug}>
              <a href={bodyTypeLinkPath(slug)}>{BODY_TYPES[slug]}</a>
            </li>
          ))}
        </ul>
      </nav>
      {bodyTypes.length > 0 ? (
        <nav aria-labelledby="for-sale-by-body-type">
          <h2 id="for-sale-by-body-type">For sale near {where}</h2>
          <ul className={styles.linkList}>
            {bodyTypes.map((body) => (
              <li key={body.slug}>
                <a href={body.url}>
                  {body.name} ({body.count})
                </a>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </div>
  );
}

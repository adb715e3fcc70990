import { formatUsd } from "@carmarket/pricing";
import { OVERLAYS } from "@carmarket/routes";
import { Image } from "@carmarket/ui/image";
import { FIRST_PAINT_CARDS } from "../../first-paint.js";
import { ResearchCrumbs } from "./research-crumbs.js";
import type { ResearchPageData } from "./resolve-research.js";
import styles from "./research.module.css";

type BrandData = Extract<ResearchPageData, { type: "BRAND" }>;
type SubmodelData = Extract<ResearchPageData, { type: "SUBMODEL" }>;

/** A brand's researched models (§2.1 BRAND). */
export function BrandPage({ page, path }: { page: BrandData; path: string }) {
  return (
    <main className={styles.page}>
      <ResearchCrumbs page={page} path={path} />
      <h1>{page.brand.name} Models</h1>
      <p>
        <a href={`#${OVERLAYS.reviewSearch.hash}`}>Research another car</a>
      </p>
      {page.models.length === 0 ? (
        <p>No models found.</p>
      ) : (
        <ul className={styles.cards} aria-label={`${page.brand.name} models`}>
          {page.models.map((model) => (
            <li key={model.id} className={styles.card}>
              <a href={model.url}>{model.name}</a>
              <p>{model.years.map((year) => year.year).join(", ")}</p>
            </li>
          ))}
        </ul>
      )}
    </main>
  );
}

/** A model's years (§2.1 SUBMODEL), each linking to its car page. */
export function SubmodelPage({ page, path }: { page: SubmodelData; path: string }) {
  const title = `${page.brand.name} ${page.model.name}`;
  return (
    <main className={styles.page}>
      <ResearchCrumbs page={page} path={path} />
      <h1>{title}</h1>
      <ul className={styles.cards} aria-label={`${title} model years`}>
        {page.cars.map((car, index) => (
          <li key={car.id} className={styles.card}>
            <Image src={car.image} alt="" width={220} height={150} priority={index < FIRST_PAINT_CARDS} />
            <h2>
              <a href={car.url}>{car.title}</a>
            </h2>
            <p>
              Score {car.score}/10 · from {formatUsd(car.msrp_min)}
            </p>
          </li>
        ))}
      </ul>
    </main>
  );
}

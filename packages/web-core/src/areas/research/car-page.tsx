import { useState } from "react";
import type { CarData } from "@carmarket/api-client";
import { formatUsd } from "@carmarket/pricing";
import { buildCarTabs, buildPricePath, carPath, CAR_TABS, OVERLAYS, writeReviewPath, type CarPageTab, type CarTab } from "@carmarket/routes";
import { Image } from "@carmarket/ui/image";
import { StarRating } from "@carmarket/ui/star-rating";
import { CarTabContent } from "./car-tabs/car-tab-content.js";
import { CompetitorList } from "./car-tabs/competitor-list.js";
import { TrimTable } from "./car-tabs/trim-table.js";
import { ResearchCrumbs } from "./research-crumbs.js";
import type { ForSale } from "./resolve-research.js";
import { ShopLink } from "./shop-link.js";
import styles from "./research.module.css";

const isCarTab = (tab: string): tab is CarTab => (CAR_TABS as readonly string[]).includes(tab);

/**
 * On a year-less tab page (§2.2 "use the new URL": /toyota/camry/mpg shows the newest year) the reader is
 * told which year they are on and can go to the same tab of the other years (issue #27.12: a 2024 car's MPG
 * link opened the 2025 page without saying so).
 */
export function YearNotice({ car, activeTab, path }: { car: CarData; activeTab: string; path: string }) {
  const yearless = !path.split("/").includes(String(car.year));
  if (!yearless) return null;
  const others = car.model_years.filter((year) => year !== car.year);
  const tab = isCarTab(activeTab) && activeTab !== "overview" ? (activeTab as CarPageTab) : undefined;
  return (
    <p role="note" className={styles.yearNotice}>
      You are looking at the <strong>{car.title}</strong>, the newest model year.
      {others.length > 0 && (
        <>
          {" "}
          Other years:{" "}
          {others.map((year, index) => (
            <span key={year}>
              {index > 0 && ", "}
              <a href={carPath({ brand: car.brand_slug, model: car.model_slug, year, ...(tab ? { tab } : {}) })}>{year}</a>
            </span>
          ))}
          .
        </>
      )}
    </p>
  );
}

/** The car page (§2.1 CAR): header, the §2.2 tab strip and the active tab's content. */
export function CarPage({ car, activeTab, path, forSale }: { car: CarData; activeTab: string; path: string; forSale: ForSale }) {
  const ref = { brand: car.brand_slug, model: car.model_slug, year: car.year };
  const tabs = buildCarTabs({ carPath: carPath(ref), newCarPath: car.new_car_path, activeTab: isCarTab(activeTab) ? activeTab : "overview", has: car.has });
  // Versus and trims have no URL (§2.2): their tabs open a section on this page instead.
  const [section, setSection] = useState<"versus" | "trims" | null>(null);
  return (
    <main className={styles.page}>
      <ResearchCrumbs page={{ type: "CAR", car, activeTab, forSale }} path={path} />
      <header className={styles.carHeader}>
        <h1>{car.title}</h1>
        <Image src={car.image} alt={car.title} width={760} height={425} priority />
        <p>
          Editor score {car.score}/10 · MSRP from {formatUsd(car.content.overview.msrp_min)}
        </p>
        {car.user_reviews.average_rating !== null && <StarRating value={car.user_reviews.average_rating} count={car.user_reviews.count} />}
        <p className={styles.actions}>
          <ShopLink car={car} forSale={forSale} />
          <a href={buildPricePath(ref)}>Build & Price</a>
          <a href={writeReviewPath(ref)}>Write a Review</a>
          <a href={`#${OVERLAYS.reviewSearch.hash}`}>Research another car</a>
        </p>
      </header>
      <nav aria-label="Car tabs" className={styles.tabStrip}>
        <ul>
          {tabs.map((tab) => (
            <li key={tab.slug}>
              {tab.href === null ? (
                <button
                  type="button"
                  aria-expanded={section === tab.slug}
                  onClick={() => setSection(section === tab.slug ? null : (tab.slug as "versus" | "trims"))}
                >
                  {tab.label}
                </button>
              ) : (
                <a href={tab.href} aria-current={tab.active ? "page" : undefined}>
                  {tab.label}
                </a>
              )}
            </li>
          ))}
        </ul>
      </nav>
      {section === "versus" && <CompetitorList car={car} heading="Rivals of the" />}
      {section === "trims" && (
        <section aria-label="Trims">
          <TrimTable car={car} />
        </section>
      )}
      <YearNotice car={car} activeTab={activeTab} path={path} />
      <CarTabContent tab={activeTab} car={car} />
    </main>
  );
}

import { useEffect, useSyncExternalStore } from "react";
import type { Brand, CarData } from "@carmarket/api-client";
import { displayPrice, formatUsd } from "@carmarket/pricing";
import { bodyTypeLabel, comparePath, type CompareCar } from "@carmarket/routes";
import { brandChosen, pickerBack, pickerOpened, selectPicker, selectSavedVins, useAppDispatch, useAppSelector } from "@carmarket/store";
import { StepBrandPicker } from "@carmarket/ui/step-brand-picker";
import { SavedCompareLink } from "../saved/saved-compare-link.js";
import { figure } from "./car-tabs/figure-sources.js";
import { starsText } from "./crash-test-labels.js";
import { pickerView } from "./picker-view.js";
import { ResearchCrumbs } from "./research-crumbs.js";
import type { ResearchPageData } from "./resolve-research.js";
import styles from "./research.module.css";

type CompareData = Extract<ResearchPageData, { type: "COMPARE" }>;
type VinCompareData = Extract<ResearchPageData, { type: "VIN_COMPARE" }>;

/** Rows of the side-by-side table: a label and each car's value. */
const CAR_ROWS: [string, (car: CarData) => string][] = [
  ["MSRP from", (car) => formatUsd(car.content.overview.msrp_min)],
  ["Editor score", (car) => `${car.score}/10`],
  ["Owner rating", (car) => (car.user_reviews.average_rating === null ? "-" : `${car.user_reviews.average_rating.toFixed(1)} out of 5`)],
  ["Body style", (car) => bodyTypeLabel(car.content.overview.body_type)],
  ["Engine", (car) => car.content.specs.engine],
  ["Horsepower", (car) => `${car.content.specs.horsepower} hp`],
  ["Fuel economy", (car) => `${car.content.mpg.combined} ${car.content.mpg.unit} combined`],
  ["0–60 mph", (car) => figure(car.content, "performance.zero_to_sixty_s", `${car.content.performance.zero_to_sixty_s} s`)],
  ["NHTSA overall", (car) => starsText(car.content.safety.overall)],
  ["5-year cost to own", (car) => figure(car.content, "cto.total", formatUsd(car.content.cto.total))],
];

/** Two (or more) cars side by side (§2.1 COMPARE), and the picker that adds the next car. */
export function ComparePage({ page, brands, path }: { page: CompareData; brands: Brand[]; path: string }) {
  const savedVins = useAppSelector(selectSavedVins);
  const heading = page.cars.length === 0 ? "Compare Cars" : page.cars.length === 1 ? `Compare the ${page.title}` : page.title;
  return (
    <main className={styles.page}>
      <ResearchCrumbs page={page} path={path} />
      <h1>{heading}</h1>
      {page.cars.length > 0 && (
        <div className={styles.scroll}>
          <table className={styles.table}>
            <caption>Side-by-side comparison</caption>
            <thead>
              <tr>
                <td />
                {page.cars.map((car) => (
                  <th scope="col" key={car.id}>
                    <a href={car.url}>{car.title}</a>
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {CAR_ROWS.map(([label, value]) => (
                <tr key={label}>
                  <th scope="row">{label}</th>
                  {page.cars.map((car) => (
                    <td key={car.id}>{value(car)}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {page.cars.length === 0 && <SavedCompareLink vins={savedVins} />}
      <h2>{page.cars.length === 0 ? "Choose the first car" : "Add a car to compare"}</h2>
      <ComparePicker brands={brands} chosen={page.cars.map((car) => ({ brand: car.brand_slug, model: car.model_slug }))} />
    </main>
  );
}

const noSubscription = () => () => undefined;

/** The three-step picker in review mode; a chosen model links to the compare page with that car added. */
function ComparePicker({ brands, chosen }: { brands: Brand[]; chosen: CompareCar[] }) {
  const dispatch = useAppDispatch();
  const picker = useAppSelector(selectPicker);
  // The page is a lazy chunk that hydrates after the shell; `data-picker-ready` says when choices work.
  const ready = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  useEffect(() => {
    dispatch(pickerOpened({ mode: "review", threeStep: true, parentSubmodels: true }));
  }, [dispatch]);
  const view = pickerView(picker);
  // Compare slugs carry no year (the API compares the newest), so models are links, not year buttons.
  const compareView =
    view.step === "model"
      ? {
          ...view,
          models: view.models.map(({ years: _years, ...model }) => ({
            ...model,
            url: comparePath([...chosen, { brand: view.brand.slug, model: model.url.split("/").at(-1) ?? "" }]),
          })),
        }
      : view;
  return (
    <div data-picker-ready={ready ? "true" : undefined}>
      <StepBrandPicker
        flow="review"
        brands={brands}
        view={compareView}
        onChooseBrand={(brand) => dispatch(brandChosen({ id: Number(brand.id), name: brand.name, slug: brand.slug }))}
        onChooseModel={() => undefined}
        onBack={() => dispatch(pickerBack())}
      />
    </div>
  );
}

/** Listings side by side (§2.1 VIN_COMPARE): the shopper's saved or chosen cars for sale. */
export function VinComparePage({ page, path }: { page: VinCompareData; path: string }) {
  const rows: [string, (listing: VinCompareData["listings"][number]) => string][] = [
    ["Price", (listing) => displayPrice(listing).text],
    ["Year", (listing) => String(listing.year)],
    ["Trim", (listing) => listing.trim_name ?? "-"],
    ["Mileage", (listing) => (listing.mileage === undefined ? "-" : `${listing.mileage.toLocaleString("en-US")} mi`)],
    ["Engine", (listing) => listing.engine ?? "-"],
    ["Transmission", (listing) => listing.transmission ?? "-"],
    ["Drivetrain", (listing) => listing.drivetrain ?? "-"],
    ["Deal", (listing) => listing.deal_value ?? "-"],
    ["Dealer", (listing) => listing.dealer_name],
  ];
  return (
    <main className={styles.page}>
      <ResearchCrumbs page={page} path={path} />
      <h1>Compare {page.listings.length} cars for sale</h1>
      <div className={styles.scroll}>
        <table className={styles.table}>
          <caption>Cars for sale side by side</caption>
          <thead>
            <tr>
              <td />
              {page.listings.map((listing) => (
                <th scope="col" key={listing._id}>
                  <a href={listing.url}>{listing.vin_name}</a>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map(([label, value]) => (
              <tr key={label}>
                <th scope="row">{label}</th>
                {page.listings.map((listing) => (
                  <td key={listing._id}>{value(listing)}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </main>
  );
}

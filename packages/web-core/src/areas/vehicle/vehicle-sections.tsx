import { vinComparePath, type SingleListingTab } from "@carmarket/routes";
import { DealerInformation } from "@carmarket/ui/dealer-information";
import { FactList } from "@carmarket/ui/fact-list";
import { KeyFeatures } from "@carmarket/ui/key-features";
import { ListingFreshness } from "@carmarket/ui/listing-freshness";
import { PriceHistory } from "@carmarket/ui/price-history";
import { RecallLink } from "@carmarket/ui/recall-link";
import { VehicleHistory } from "@carmarket/ui/vehicle-history";
import { VehicleOverview } from "@carmarket/ui/vehicle-overview";
import { VinReport } from "@carmarket/ui/vin-report";
import { ListingCard } from "@carmarket/ui/listing-card";
import grid from "../../listing/card-grid.module.css";
import { useListingCards } from "../../listing/use-listing-cards.js";
import type { VehicleData } from "./load-vehicle.js";
import { MarketValue } from "./market-value.js";
import { PriceDropAlert } from "./price-drop-alert.js";

/** The compare table stays readable up to four cars side by side: this one and three similar. */
const COMPARED_SIMILAR = 3;

/**
 * Up to 9 similar cars (§9 carousels), each with its heart, lead button and days on market, and a link
 * to compare the car with the first three side by side, where the shopper decides (issue #27.2).
 */
export function SimilarCars({ cars, heading, compareWith }: { cars: VehicleData["similar"]; heading: string; compareWith: string }) {
  const cards = useListingCards(cars, "single_vin");
  return (
    <section aria-labelledby="similar-cars-heading">
      <h2 id="similar-cars-heading">{heading}</h2>
      {cars.length > 0 && (
        <p>
          <a href={vinComparePath([compareWith, ...cars.slice(0, COMPARED_SIMILAR).map((car) => car._id)])}>Compare this car with similar ones</a>
        </p>
      )}
      {cars.length === 0 ? (
        <p>0 results that matched your search criteria.</p>
      ) : (
        <ul className={grid.grid}>
          {cards.map((card) => (
            <li key={card.listing._id}>
              <ListingCard {...card} headingLevel={3} fill />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** The content of one §2.1 single-listing tab. */
export function VehicleTabContent({ tab, data }: { tab: SingleListingTab; data: VehicleData }) {
  const { listing, view, similar } = data;
  switch (tab) {
    case "overview":
      return (
        <>
          <VehicleOverview listing={listing} />
          {view.vinReport && listing.from_vin && <VinReport rows={view.vinReport} source={listing.from_vin.source} />}
          <KeyFeatures features={listing.major_options} />
          <MarketValue market={view.market} rangeBar={view.rangeBar} />
        </>
      );
    case "dealer":
      return <DealerInformation dealer={listing.dealer_info} today={view.today} location={listing.location} />;
    case "history":
      return (
        <>
          <VehicleHistory history={listing} />
          <p>
            <RecallLink vin={listing._id} />
          </p>
        </>
      );
    case "price-history":
      return (
        <>
          <ListingFreshness daysOnMarket={view.daysOnMarket} />
          <PriceHistory entries={listing.priceHistory} change={view.change} summary={view.summary} />
          {!listing.is_sold && <PriceDropAlert vin={listing._id} />}
        </>
      );
    case "specs":
      return (
        <FactList
          heading="Specifications"
          facts={[
            { label: "VIN", value: listing._id },
            { label: "Make", value: listing.brand_name },
            { label: "Model", value: listing.model_name },
            { label: "Year", value: listing.year },
            { label: "Trim", value: listing.trim_name },
            { label: "Body Style", value: listing.body_type },
            { label: "Engine", value: listing.engine },
            { label: "Engine Type", value: listing.engine_type },
            { label: "Transmission", value: listing.transmission },
            { label: "Drivetrain", value: listing.drivetrain },
            { label: "Fuel Type", value: listing.fuel },
          ]}
        />
      );
    case "similar":
      return <SimilarCars cars={similar} heading="Similar Cars" compareWith={listing._id} />;
  }
}

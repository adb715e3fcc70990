import type { DealerInfo, PriceHistoryEntry } from "@carmarket/listing";
import { useId } from "react";
import { FactList } from "../fact-list/fact-list.js";
import { KeyFeatures } from "../key-features/key-features.js";
import { PriceHistoryTable } from "../price-history/price-history-table.js";
import styles from "./vehicle-details-panel.module.css";

/** Props of {@link VehicleDetailsPanel}. */
export interface VehicleDetailsPanelProps {
  /** The listing's `major_options`; the panel shows at most five (§4, §9). */
  features: readonly string[];
  /** The listing's `dealer_info`, shown as Seller Details. */
  seller?: DealerInfo;
  /** The listing's `priceHistory`, newest first. */
  priceHistory: readonly PriceHistoryEntry[];
  /** Called by the close button; the page removes the panel (§4: it opens or closes per listing). */
  onClose: () => void;
}

/**
 * The 'Vehicle Details' panel of a listing (§2.7): Key Features, Seller Details and the Price History
 * table, with a close button. An inline region, not a modal: the list stays usable around it.
 */
export function VehicleDetailsPanel({ features, seller, priceHistory, onClose }: VehicleDetailsPanelProps) {
  const headingId = useId();
  const phone = Object.values(seller?.contact ?? {})[0];
  return (
    <section className={styles.root} aria-labelledby={headingId}>
      <header className={styles.header}>
        <h2 id={headingId} className={styles.heading}>
          Vehicle Details
        </h2>
        <button type="button" className={styles.close} aria-label="Close Vehicle Details" onClick={onClose}>
          ×
        </button>
      </header>
      <KeyFeatures features={features} variant="panel" headingLevel={3} />
      <FactList
        heading="Seller Details"
        headingLevel={3}
        facts={[
          { label: "Dealer", value: seller?.name },
          { label: "Address", value: [seller?.address, seller?.zip].filter(Boolean).join(" ") },
          { label: "Phone", value: phone },
        ]}
      />
      {priceHistory.length > 0 && (
        <div className={styles.section}>
          <h3 className={styles.subheading}>Price History</h3>
          <PriceHistoryTable entries={priceHistory} />
        </div>
      )}
    </section>
  );
}

import { type PickerTabKey, type QueryInput, pickerTabListingPath } from "@carmarket/routes";
import styles from "./brand-picker.module.css";
import { ModelList, YearList } from "./model-list.js";
import type { PickerModel, PickerView } from "./picker-types.js";

/** Props of {@link ModelStep}. */
export interface ModelStepProps {
  view: Extract<PickerView, { step: "model" | "year" }>;
  /** Sale mode: the current tab, for 'All {tab} {brand} cars for sale' (§2.5). */
  saleTab?: PickerTabKey;
  query?: QueryInput;
  onChooseModel: (model: PickerModel) => void;
  onBack: () => void;
  onNavigate?: () => void;
}

/**
 * The mobile model step (§2.5): back link, 'Which {brand} are you thinking?', in sale mode the
 * all-cars link of the brand, then the models or the years under the chosen model.
 */
export function ModelStep({ view, saleTab, query, onChooseModel, onBack, onNavigate }: ModelStepProps) {
  const { brand } = view;
  return (
    <div className={styles.step}>
      <button type="button" className={styles.back} onClick={onBack}>
        <span aria-hidden="true">‹ </span>
        {view.step === "year" ? "Back to models" : "Back to brands"}
      </button>
      <h2 className={styles.heading}>Which {brand.name} are you thinking?</h2>
      {saleTab && (
        <a className={styles.allLink} href={pickerTabListingPath(saleTab, brand.slug, query)} onClick={onNavigate}>
          All {saleTab} {brand.name} cars for sale
        </a>
      )}
      {view.step === "year" ? (
        <YearList model={view.model} query={query} onNavigate={onNavigate} />
      ) : (
        <ModelList models={view.models} query={query} onChooseModel={onChooseModel} onNavigate={onNavigate} />
      )}
    </div>
  );
}

import { PICKER_TAB_KEYS, type PickerMode, type PickerTabKey, type QueryInput, pickerTabListingPath } from "@carmarket/routes";
import type { BodyTypeSlug } from "@carmarket/routes";
import type { ReactNode } from "react";
import { Dialog } from "../dialog/dialog.js";
import { RankingPicker, type RankingPickerView } from "../ranking-picker/ranking-picker.js";
import { Tabs, type TabItem } from "../tabs/tabs.js";
import { BodyTypeLinks } from "./body-type-links.js";
import { BrandGrid } from "./brand-grid.js";
import styles from "./brand-picker.module.css";
import { ModelStep } from "./model-step.js";
import { type PickerBrand, type PickerModel, type PickerView, SALE_TAB_FLAGS, SALE_TAB_LABELS } from "./picker-types.js";

/** Review-mode tab values. */
export const REVIEW_TABS = { brand: "Brand", body: "Body Type" } as const;

/** Props of {@link BrandPicker}. */
export interface BrandPickerProps {
  open: boolean;
  /** review, sale or ranking (§2.5). */
  mode: PickerMode;
  /** All brands; sale mode lists under each tab only the brands flagged for it. */
  brands: readonly PickerBrand[];
  /** What to show (§4 Picker): brands, models, years or the error. */
  view: PickerView;
  /**
   * Current tab: `brand` or `body` in review mode; a sale tab key (`Used`, `New`,
   * `Certified Pre-Owned`) in sale mode; ignored in ranking mode.
   */
  tab: string;
  /** Ranking mode: the rankings overlay's own view. */
  ranking?: RankingPickerView;
  /** Current query parameters, kept on every link (§2.5). */
  query?: QueryInput;
  /** Shown under every step (the review overlay's links to rankings and compare). */
  footer?: ReactNode;
  /** Dialog title; defaults to 'Select Brand' ('Body Styles' in ranking mode). */
  title?: string;
  onTabChange: (tab: string) => void;
  onChooseBrand: (brand: PickerBrand) => void;
  /** A model with years was chosen (§4: model to year). */
  onChooseModel: (model: PickerModel) => void;
  /** Year → model, model → brand (§4). Also 'Back to Body Styles' in ranking mode. */
  onBack: () => void;
  /** Close button, Escape, or a followed link (§4: choosing a model navigates and closes). */
  onClose: () => void;
  /** Ranking mode: a body type was chosen. */
  onChooseBodyType?: (bodyType: BodyTypeSlug) => void;
}

/** Sale tabs shown: only those some brand is flagged for (§2.5). */
function saleTabs(brands: readonly PickerBrand[]): PickerTabKey[] {
  return PICKER_TAB_KEYS.filter((key) => brands.some((brand) => brand[SALE_TAB_FLAGS[key]]));
}

/**
 * The mobile full-screen brand and model picker (§2.5, §4) in its three modes. Pure props: it
 * renders the store's {@link PickerView} and reports choices through callbacks.
 */
export function BrandPicker(props: BrandPickerProps) {
  const { open, mode, view, query, onClose } = props;
  const title = props.title ?? (mode === "ranking" ? "Body Styles" : "Select Brand");
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()} title={title} size="full" closeLabel="Close picker">
      <div className={styles.root}>
        {view.step === "brand" && <BrandStep {...props} />}
        {(view.step === "model" || view.step === "year") && (
          <ModelStep
            view={view}
            {...(mode === "sale" && isSaleTab(props.tab) ? { saleTab: props.tab } : {})}
            query={query}
            onChooseModel={props.onChooseModel}
            onBack={props.onBack}
            onNavigate={onClose}
          />
        )}
        {view.step === "error" && (
          <div className={styles.step}>
            <button type="button" className={styles.back} onClick={props.onBack}>
              <span aria-hidden="true">‹ </span>Back to brands
            </button>
            <p role="alert" className={styles.error}>
              {view.message}
            </p>
          </div>
        )}
        {props.footer}
      </div>
    </Dialog>
  );
}

function isSaleTab(tab: string): tab is PickerTabKey {
  return (PICKER_TAB_KEYS as readonly string[]).includes(tab);
}

function BrandStep({ mode, brands, tab, ranking, query, onTabChange, onChooseBrand, onBack, onClose, onChooseBodyType }: BrandPickerProps) {
  let items: TabItem[];
  if (mode === "review") {
    items = [
      { value: "brand", label: REVIEW_TABS.brand, content: <BrandGrid brands={brands} label="Brands" onChoose={onChooseBrand} /> },
      { value: "body", label: REVIEW_TABS.body, content: <BodyTypeLinks query={query} onNavigate={onClose} /> },
    ];
  } else if (mode === "ranking") {
    items = [
      {
        value: "body-styles",
        label: "Body Styles",
        content: (
          <RankingPicker
            view={ranking ?? { step: "bodyTypes" }}
            query={query}
            onChooseBodyType={(slug) => onChooseBodyType?.(slug)}
            onBack={onBack}
            onNavigate={onClose}
          />
        ),
      },
    ];
  } else {
    items = saleTabs(brands).map((key) => ({
      value: key,
      label: SALE_TAB_LABELS[key],
      content: (
        <div className={styles.step}>
          <a className={styles.allLink} href={pickerTabListingPath(key, undefined, query)} onClick={onClose}>
            All {SALE_TAB_LABELS[key]}
          </a>
          <BrandGrid brands={brands.filter((brand) => brand[SALE_TAB_FLAGS[key]])} label={`${SALE_TAB_LABELS[key]} brands`} onChoose={onChooseBrand} />
        </div>
      ),
    }));
  }
  if (items.length === 0) return <p className={styles.empty}>0 results that matched your search criteria.</p>;
  const current = items.some((item) => item.value === tab) ? tab : items[0]!.value;
  return <Tabs label="Browse by" items={items} value={current} onValueChange={onTabChange} />;
}

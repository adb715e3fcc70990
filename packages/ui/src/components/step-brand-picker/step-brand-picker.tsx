import type { QueryInput } from "@carmarket/routes";
import { cx } from "../../utils/class-names.js";
import { BrandGrid } from "../brand-picker/brand-grid.js";
import { ModelList, YearList } from "../brand-picker/model-list.js";
import type { PickerBrand, PickerModel, PickerView } from "../brand-picker/picker-types.js";
import { Tabs } from "../tabs/tabs.js";
import styles from "./step-brand-picker.module.css";

/** §2.5 step titles of the three-step picker. */
export const PICKER_STEPS = ["Select Brand", "Select Body Style & Engine", "Select Year"] as const;

/** §2.5/§9: the body-style tab strip fades when it has more than this many tabs. */
export const BODY_TABS_FADE_ABOVE = 4;

const STEP_INDEX: Record<PickerView["step"], number> = { brand: 0, model: 1, year: 2, error: 1 };

/** Props of {@link StepBrandPicker}. */
export interface StepBrandPickerProps {
  /** `review` groups the models under body-style tabs; `sale` lists them plainly. */
  flow: "review" | "sale";
  brands: readonly PickerBrand[];
  /** What to show (§4 Picker); the store owns it. */
  view: PickerView;
  /** Current query parameters, kept on every link (§2.5). */
  query?: QueryInput;
  onChooseBrand: (brand: PickerBrand) => void;
  /** Step 2 → 3. */
  onChooseModel: (model: PickerModel) => void;
  /** The back arrow of steps 2 and 3 (§2.5). */
  onBack: () => void;
  /** A model or year link was followed. */
  onNavigate?: () => void;
}

/**
 * The desktop three-step picker (§2.5): 1 Select Brand, 2 Select Body Style & Engine, 3 Select Year,
 * with a back arrow on steps 2 and 3; in the review flow step 2 has a body-style tab strip that
 * fades when there are more than four tabs.
 */
export function StepBrandPicker({ flow, brands, view, query, onChooseBrand, onChooseModel, onBack, onNavigate }: StepBrandPickerProps) {
  const current = STEP_INDEX[view.step];
  return (
    <section className={styles.root} aria-label="Choose a car">
      <div className={styles.header}>
        {current > 0 && (
          <button type="button" className={styles.back} aria-label="Back" onClick={onBack}>
            <span aria-hidden="true">←</span>
          </button>
        )}
        <ol className={styles.steps}>
          {PICKER_STEPS.map((title, index) => (
            <li key={title} className={cx(styles.stepTitle, index === current && styles.current)} aria-current={index === current ? "step" : undefined}>
              <span className={styles.number}>{index + 1}</span> {title}
            </li>
          ))}
        </ol>
      </div>
      {view.step === "brand" && <BrandGrid brands={brands} label="Brands" onChoose={onChooseBrand} />}
      {view.step === "model" &&
        (flow === "review" ? (
          <BodyStyleTabs models={view.models} query={query} onChooseModel={onChooseModel} onNavigate={onNavigate} />
        ) : (
          <ModelList models={view.models} query={query} onChooseModel={onChooseModel} onNavigate={onNavigate} />
        ))}
      {view.step === "year" && <YearList model={view.model} query={query} onNavigate={onNavigate} />}
      {view.step === "error" && (
        <p role="alert" className={styles.error}>
          {view.message}
        </p>
      )}
    </section>
  );
}

interface BodyStyleTabsProps {
  models: readonly PickerModel[];
  query?: QueryInput;
  onChooseModel: (model: PickerModel) => void;
  onNavigate?: () => void;
}

/** Step 2 of the review flow: one tab per body style, in first-seen order. */
function BodyStyleTabs({ models, query, onChooseModel, onNavigate }: BodyStyleTabsProps) {
  const styleNames = [...new Set(models.map((model) => model.group ?? "Other"))];
  if (styleNames.length === 0) return <ModelList models={models} query={query} onChooseModel={onChooseModel} onNavigate={onNavigate} />;
  return (
    <Tabs
      label="Body styles"
      className={cx(styles.bodyTabs, styleNames.length > BODY_TABS_FADE_ABOVE && styles.fade)}
      items={styleNames.map((name) => ({
        value: name,
        label: name,
        content: (
          <ModelList models={models.filter((model) => (model.group ?? "Other") === name)} query={query} onChooseModel={onChooseModel} onNavigate={onNavigate} />
        ),
      }))}
    />
  );
}

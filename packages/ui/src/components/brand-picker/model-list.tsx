import { type QueryInput, modelLinkPath, withQuery } from "@carmarket/routes";
import styles from "./brand-picker.module.css";
import type { PickerModel, PickerYear } from "./picker-types.js";

/** Props of {@link ModelList}. */
export interface ModelListProps {
  models: readonly PickerModel[];
  /** Current query parameters, kept on every link (§2.5). */
  query?: QueryInput;
  /** A model with years was chosen: the picker moves to its years. */
  onChooseModel: (model: PickerModel) => void;
  /** A model or year link was followed: the picker closes (§4). */
  onNavigate?: () => void;
}

/**
 * Models of the chosen brand (§2.5): a model with years is a button leading to its years, any other
 * model is a link to its page. Empty: 'No models found.' (§8).
 */
export function ModelList({ models, query, onChooseModel, onNavigate }: ModelListProps) {
  if (models.length === 0) return <p className={styles.empty}>No models found.</p>;
  return (
    <ul className={styles.list} aria-label="Models">
      {models.map((model) => (
        <li key={model.id ?? model.url}>
          {model.years && model.years.length > 0 ? (
            <button type="button" className={styles.item} onClick={() => onChooseModel(model)}>
              {model.name}
            </button>
          ) : (
            <a className={styles.item} href={modelLinkPath(model, query)} onClick={onNavigate}>
              {model.name}
            </a>
          )}
        </li>
      ))}
    </ul>
  );
}

/** Props of {@link YearList}. */
export interface YearListProps {
  /** The chosen model, named in the list label. */
  model: PickerModel;
  query?: QueryInput;
  onNavigate?: () => void;
}

/** The years under a chosen model, each a link to that model year (§2.5). */
export function YearList({ model, query, onNavigate }: YearListProps) {
  const years: readonly PickerYear[] = model.years ?? [];
  if (years.length === 0) return <p className={styles.empty}>No models found.</p>;
  return (
    <ul className={styles.list} aria-label={`${model.name} years`}>
      {years.map((entry) => (
        <li key={entry.url}>
          <a className={styles.item} href={withQuery(entry.url, query)} onClick={onNavigate}>
            {entry.name} {model.name}
          </a>
        </li>
      ))}
    </ul>
  );
}

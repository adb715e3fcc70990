import { BODY_TYPES, BODY_TYPE_SLUGS, type BodyTypeSlug, type QueryInput, withQuery } from "@carmarket/routes";
// The rankings overlay belongs to the picker family and shares its styles.
import styles from "../brand-picker/brand-picker.module.css";

/** A ranking list link (§3 Ranking item). */
export interface RankingItem {
  url: string;
  title: string;
}

/** What the rankings overlay shows: the body types, or one body type's rankings. */
export type RankingPickerView = { step: "bodyTypes" } | { step: "rankings"; bodyType: BodyTypeSlug; rankings: readonly RankingItem[] };

/** Props of {@link RankingPicker}. */
export interface RankingPickerProps {
  view: RankingPickerView;
  /** Current query parameters, kept on every link (§2.5). */
  query?: QueryInput;
  /** A body type was chosen: the store loads its rankings (`getRankingList`). */
  onChooseBodyType: (bodyType: BodyTypeSlug) => void;
  /** 'Back to Body Styles'. */
  onBack: () => void;
  /** A ranking link was followed: the overlay closes. */
  onNavigate?: () => void;
}

/**
 * The rankings overlay (§2.5): a body-type list; a body type opens its ranking links under the
 * heading 'Which {name} are you thinking?' with a 'Back to Body Styles' link.
 */
export function RankingPicker({ view, query, onChooseBodyType, onBack, onNavigate }: RankingPickerProps) {
  if (view.step === "bodyTypes") {
    return (
      <ul className={styles.grid} aria-label="Body styles">
        {BODY_TYPE_SLUGS.map((slug) => (
          <li key={slug}>
            <button type="button" className={styles.item} onClick={() => onChooseBodyType(slug)}>
              {BODY_TYPES[slug]}
            </button>
          </li>
        ))}
      </ul>
    );
  }
  return (
    <div className={styles.step}>
      <button type="button" className={styles.back} onClick={onBack}>
        <span aria-hidden="true">‹ </span>Back to Body Styles
      </button>
      <h2 className={styles.heading}>Which {BODY_TYPES[view.bodyType]} are you thinking?</h2>
      {view.rankings.length === 0 ? (
        <p>0 results that matched your search criteria.</p>
      ) : (
        <ul className={styles.list} aria-label={`${BODY_TYPES[view.bodyType]} rankings`}>
          {view.rankings.map((ranking) => (
            <li key={ranking.url}>
              <a className={styles.item} href={withQuery(ranking.url, query)} onClick={onNavigate}>
                {ranking.title}
              </a>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

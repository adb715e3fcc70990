import { useEffect, useState } from "react";
import { useLocation } from "react-router";
import { SALE_TAB_FLAGS } from "@carmarket/ui/brand-picker";
import { StepBrandPicker } from "@carmarket/ui/step-brand-picker";
import { hydrateLater, LazySearchWordsBox } from "@carmarket/web-core";
import { FilterPanel, SearchPage, pickerQuery, useSalePicker, type SearchData } from "@carmarket/web-core/search";
import styles from "./desktop-search.module.css";

// The filter panel's dozen facet lists hydrate after the rest of the page (ADR 307).
const LaterFilterPanel = hydrateLater(FilterPanel);

/**
 * The desktop search page: a filter sidebar beside the results with the three-step brand, model
 * and year picker (§2.5) in sale mode for the page's condition.
 */
export default function DesktopSearchPage({ data }: { data: SearchData }) {
  const { condition, brand } = data.match;
  const picker = useSalePicker(condition, { threeStep: true });
  const { open } = picker;
  const { search, pathname } = useLocation();
  // The picker starts at step 1 for this condition's tab (§2.5), again whenever the condition changes.
  useEffect(() => open(), [open]);
  // Open on a page of no brand; §4 "choosing a model navigates and closes" it, also after the shopper opened it
  // (issue #26.11: a panel opened by hand stayed open, the attribute alone never changing).
  // Reset while rendering when the page changes, not in an effect (no second render with the old state).
  const [panelOpen, setPanelOpen] = useState(brand === undefined);
  const page = `${pathname}|${brand ?? ""}`;
  const [pageSeen, setPageSeen] = useState(page);
  if (pageSeen !== page) {
    setPageSeen(page);
    setPanelOpen(brand === undefined);
  }
  const sidebar = (
    <aside className={styles.sidebar} aria-label="Filters">
      <details className={styles.picker} open={panelOpen} onToggle={(event) => setPanelOpen(event.currentTarget.open)}>
        <summary>Make &amp; model</summary>
        <StepBrandPicker
          flow="sale"
          brands={data.brands.filter((entry) => entry[SALE_TAB_FLAGS[picker.tab]])}
          view={picker.view}
          query={pickerQuery(data.search, search)}
          onChooseBrand={picker.chooseBrand}
          onChooseModel={picker.chooseModel}
          onBack={picker.back}
          onNavigate={open}
        />
      </details>
      <LaterFilterPanel data={data} />
    </aside>
  );
  return <SearchPage data={data} sidebar={sidebar} searchBox={<LazySearchWordsBox />} />;
}

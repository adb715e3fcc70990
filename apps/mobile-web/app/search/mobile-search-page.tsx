import { useState } from "react";
import { useLocation } from "react-router";
import { OVERLAYS, type ListingCondition, type OverlayName } from "@carmarket/routes";
import { selectIsOverlayOpen, useAppSelector } from "@carmarket/store";
import { BrandPicker } from "@carmarket/ui/brand-picker";
import { Dialog } from "@carmarket/ui/dialog";
import { useCloseOverlay } from "@carmarket/web-core";
import { FilterPanel, SearchPage, pickerQuery, useSalePicker, type SearchData } from "@carmarket/web-core/search";
import styles from "./mobile-search.module.css";

/** §2.4: the used, new and combined inventory search overlays; certified cars use the combined one. */
const OVERLAY_OF = {
  used: "usedInventorySearch",
  new: "newInventorySearch",
  certified: "inventorySearch",
} as const satisfies Record<ListingCondition, OverlayName>;

/**
 * The mobile search page: the filters in the full-screen inventory search overlay opened by its
 * hash (§2.4), and the full-screen brand and model picker in sale mode (§2.5).
 */
export default function MobileSearchPage({ data }: { data: SearchData }) {
  const overlay = OVERLAY_OF[data.match.condition];
  // The combined search (#InventorySidebar, §2.4) opens the filters of whichever listing this is (issue #26.11).
  const filtersOpen = useAppSelector((state) => selectIsOverlayOpen(state, overlay) || selectIsOverlayOpen(state, "inventorySearch"));
  const closeFilters = useCloseOverlay();
  const picker = useSalePicker(data.match.condition, { threeStep: false });
  const [pickerOpen, setPickerOpen] = useState(false);
  const { count } = data.results;
  const { search } = useLocation();

  const toolbar = (
    <div className={styles.toolbar}>
      <a className={styles.action} href={`#${OVERLAYS[overlay].hash}`}>
        Filters
      </a>
      <button
        type="button"
        className={styles.action}
        onClick={() => {
          picker.open();
          setPickerOpen(true);
        }}
      >
        Make &amp; model
      </button>
      {/* Inside the page's tree (portalled by Radix), so their links navigate client-side too. */}
      <Dialog open={filtersOpen} onOpenChange={(open) => !open && closeFilters()} title="Filter cars" size="full" closeLabel="Close filters">
        <FilterPanel data={data} />
        <button type="button" className={styles.show} onClick={closeFilters}>
          Show {count.toLocaleString("en-US")} {count === 1 ? "result" : "results"}
        </button>
      </Dialog>
      <BrandPicker
        open={pickerOpen}
        mode="sale"
        brands={data.brands}
        view={picker.view}
        tab={picker.tab}
        query={pickerQuery(data.search, search)}
        onTabChange={picker.chooseTab}
        onChooseBrand={picker.chooseBrand}
        onChooseModel={picker.chooseModel}
        onBack={picker.back}
        onClose={() => {
          picker.close();
          setPickerOpen(false);
        }}
      />
    </div>
  );
  return <SearchPage data={data} toolbar={toolbar} />;
}

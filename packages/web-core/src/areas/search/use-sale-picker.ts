import { useCallback } from "react";
import {
  LISTING_SECTIONS,
  PICKER_TAB_CONDITIONS,
  isSearchKey,
  searchForPick,
  searchToQuery,
  type InventorySearch,
  type ListingCondition,
  type PickerTabKey,
} from "@carmarket/routes";
import {
  brandChosen,
  modelChosen,
  pickerBack,
  pickerClosed,
  pickerOpened,
  selectPicker,
  tabChosen,
  useAppDispatch,
  useAppSelector,
  type PickerState,
} from "@carmarket/store";
import type { PickerBrand, PickerModel, PickerView } from "@carmarket/ui/brand-picker";

/** The §9 picker tab key of a listing condition ('Used', 'New', 'Certified Pre-Owned'). */
export function pickerTabOf(condition: ListingCondition): PickerTabKey {
  return (Object.keys(PICKER_TAB_CONDITIONS) as PickerTabKey[]).find((key) => PICKER_TAB_CONDITIONS[key] === condition) ?? "Used";
}

const isTabKey = (name: string): name is PickerTabKey => Object.hasOwn(PICKER_TAB_CONDITIONS, name);

/** What the UI kit's pickers render (ADR 072) from the store's picker state (§3, §4). */
export function pickerViewOf(picker: PickerState): PickerView {
  const brand = { name: picker.brandName, slug: picker.brandSlug };
  switch (picker.step) {
    case "model":
      return { step: "model", brand, models: picker.models };
    case "year":
      return { step: "year", brand, model: { name: picker.modelName, url: "", years: picker.subList } };
    case "error":
      return { step: "error", message: picker.message ?? "" };
    default:
      return { step: "brand" };
  }
}

/**
 * The query the picker's links keep (§2.5): the current filters after the pick's §4 clearing (no
 * brand, model, year, nor the trim family and engine of the old car), without the path's condition
 * and without the page number, which means nothing in another listing; and every parameter of the
 * current URL that is no search filter (`utm_source`, `app`…), which the links dropped (issue #27.3).
 */
export function pickerQuery(search: InventorySearch, currentQuery = ""): URLSearchParams {
  const { condition: _c, pagination: _p, ...rest } = searchForPick(search);
  const query = searchToQuery(rest);
  for (const [key, value] of new URLSearchParams(currentQuery)) if (!isSearchKey(key)) query.append(key, value);
  return query;
}

/** The sale-mode picker of an inventory search (§2.5): the store's picker state and its actions. */
export function useSalePicker(condition: ListingCondition, { threeStep }: { threeStep: boolean }) {
  const dispatch = useAppDispatch();
  const picker = useAppSelector(selectPicker);
  const open = useCallback(() => {
    dispatch(pickerOpened({ mode: "sale", threeStep, tabName: pickerTabOf(condition), tabSlug: LISTING_SECTIONS[condition] }));
  }, [dispatch, threeStep, condition]);
  return {
    view: pickerViewOf(picker),
    /** The sale tab shown: the one chosen in the picker, else the page's condition. */
    tab: isTabKey(picker.tabName) ? picker.tabName : pickerTabOf(condition),
    open,
    chooseTab: (tab: string) => {
      if (isTabKey(tab)) dispatch(tabChosen({ tabName: tab, tabSlug: LISTING_SECTIONS[PICKER_TAB_CONDITIONS[tab]] }));
    },
    chooseBrand: (brand: PickerBrand) => dispatch(brandChosen({ id: Number(brand.id), name: brand.name, slug: brand.slug })),
    chooseModel: (model: PickerModel) => dispatch(modelChosen({ ...model, years: model.years ? [...model.years] : undefined })),
    back: () => dispatch(pickerBack()),
    close: () => dispatch(pickerClosed()),
  };
}

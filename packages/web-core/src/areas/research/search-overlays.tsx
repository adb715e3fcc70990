import { useEffect, useState } from "react";
import { useLocation } from "react-router";
import type { Brand } from "@carmarket/api-client";
import { BODY_TYPES, OVERLAYS, comparePath, isBodyTypeSlug, modelLinkPath, withQuery, type BodyTypeSlug } from "@carmarket/routes";
import {
  brandChosen,
  modelChosen,
  pickerBack,
  pickerClosed,
  pickerOpened,
  selectIsOverlayOpen,
  selectLead,
  selectPicker,
  useAppDispatch,
  useAppSelector,
} from "@carmarket/store";
import { BrandPicker, type PickerBrand, type PickerModel } from "@carmarket/ui/brand-picker";
import { Dialog } from "@carmarket/ui/dialog";
import { RankingPicker, type RankingPickerView } from "@carmarket/ui/ranking-picker";
import { StepBrandPicker } from "@carmarket/ui/step-brand-picker";
import { loadBrowserClient } from "../../browser/browser-api.js";
import { useCloseOverlay } from "../../shell/use-url-overlays.js";
import { pickerView } from "./picker-view.js";
import styles from "./search-overlays.module.css";

/** The brands of the review picker, read once the overlay first opens (not part of any page's data). */
function useReviewBrands(open: boolean): Brand[] {
  const [brands, setBrands] = useState<Brand[]>([]);
  useEffect(() => {
    if (!open || brands.length > 0) return;
    let current = true;
    void loadBrowserClient()
      .then((api) => api.getBrands({ mode: "review" }))
      .then((answer) => {
        if (current && answer) setBrands(answer);
      });
    return () => {
      current = false;
    };
  }, [open, brands.length]);
  return brands;
}

/** The store's lead source says which app runs: the phone app gets full-screen pickers (§2.5). */
const useIsMobile = () => useAppSelector((state) => selectLead(state).source === "mobile");

/** Opens the store's picker in the given mode while the overlay is open, and closes both together (§4). */
function usePickerOverlay(name: "reviewSearch" | "rankingSearch", open: Parameters<typeof pickerOpened>[0]) {
  const dispatch = useAppDispatch();
  const closeOverlay = useCloseOverlay();
  const isOpen = useAppSelector((state) => selectIsOverlayOpen(state, name));
  const { mode, threeStep, parentSubmodels } = open;
  useEffect(() => {
    if (isOpen) dispatch(pickerOpened({ mode, ...(threeStep ? { threeStep } : {}), ...(parentSubmodels ? { parentSubmodels } : {}) }));
  }, [dispatch, isOpen, mode, threeStep, parentSubmodels]);
  const close = () => {
    dispatch(pickerClosed());
    closeOverlay();
  };
  return { isOpen, close };
}

/** The rest of research beside the reviews (issue #27.1: the header's Research entry leads here). */
function MoreResearch({ query }: { query: string }) {
  return (
    <nav aria-label="More research" className={styles.more}>
      <a href={`${query}#${OVERLAYS.rankingSearch.hash}`}>Rankings by body style</a>
      <a href={withQuery(comparePath([]), query)}>Compare cars</a>
    </nav>
  );
}

const toPickerBrand = (brand: PickerBrand) => ({ id: Number(brand.id), name: brand.name, slug: brand.slug });

/**
 * Review search (§2.4 id search-open, hash ReviewSidebar): on the phone the full-screen picker with
 * the Brand and Body Type tabs; on desktop the three-step picker with the body-style tab strip (§2.5).
 */
export function ReviewSearchOverlay() {
  const dispatch = useAppDispatch();
  const mobile = useIsMobile();
  // Body-style groups (§7 is_parent_submodel) feed the desktop tab strip and the mobile model list alike.
  const { isOpen, close } = usePickerOverlay("reviewSearch", { mode: "review", threeStep: !mobile, parentSubmodels: true });
  const picker = useAppSelector(selectPicker);
  const brands = useReviewBrands(isOpen);
  const [tab, setTab] = useState("brand");
  const view = pickerView(picker);
  // §2.5 "Links keep current query parameters" (issue #27.3: ?utm_source=…&zip=… was lost on every pick).
  const { search: query } = useLocation();
  const handlers = {
    onChooseBrand: (brand: PickerBrand) => dispatch(brandChosen(toPickerBrand(brand))),
    // The saga navigates to the model's URL on the phone: it keeps the query as the picker's links do.
    onChooseModel: ({ years, ...model }: PickerModel) =>
      dispatch(modelChosen({ ...model, url: modelLinkPath(model, query), ...(years ? { years: [...years] } : {}) })),
    onBack: () => dispatch(pickerBack()),
  };
  if (mobile) {
    return (
      <BrandPicker
        open={isOpen}
        mode="review"
        brands={brands}
        view={view}
        tab={tab}
        query={query}
        footer={<MoreResearch query={query} />}
        onTabChange={setTab}
        onClose={close}
        {...handlers}
      />
    );
  }
  return (
    <Dialog open={isOpen} onOpenChange={(next) => !next && close()} title="Research a Car" closeLabel="Close picker">
      <StepBrandPicker flow="review" brands={brands} view={view} query={query} onNavigate={close} {...handlers} />
      <MoreResearch query={query} />
    </Dialog>
  );
}

/** Ranking search (§2.4 RankingSidebar, §2.5): body styles, then that style's ranking links. */
export function RankingSearchOverlay() {
  const dispatch = useAppDispatch();
  const mobile = useIsMobile();
  const { isOpen, close } = usePickerOverlay("rankingSearch", { mode: "ranking" });
  const picker = useAppSelector(selectPicker);
  const { search: query } = useLocation();
  const ranking: RankingPickerView =
    picker.step === "model" && isBodyTypeSlug(picker.brandSlug)
      ? { step: "rankings", bodyType: picker.brandSlug, rankings: picker.subList.map((item) => ({ url: item.url, title: item.name })) }
      : { step: "bodyTypes" };
  const onChooseBodyType = (slug: BodyTypeSlug) => dispatch(brandChosen({ name: BODY_TYPES[slug], slug }));
  const onBack = () => dispatch(pickerBack());
  if (mobile) {
    return (
      <BrandPicker
        open={isOpen}
        mode="ranking"
        brands={[]}
        view={{ step: "brand" }}
        ranking={ranking}
        query={query}
        tab="body-styles"
        onTabChange={() => undefined}
        onChooseBrand={() => undefined}
        onChooseModel={() => undefined}
        onChooseBodyType={onChooseBodyType}
        onBack={onBack}
        onClose={close}
      />
    );
  }
  return (
    <Dialog open={isOpen} onOpenChange={(next) => !next && close()} title="Body Styles" closeLabel="Close rankings">
      <RankingPicker view={ranking} query={query} onChooseBodyType={onChooseBodyType} onBack={onBack} onNavigate={close} />
    </Dialog>
  );
}

import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fakeApi, fakeReviewModels, httpError, settle, setup } from "../test/fakes.js";
import type { ModelEntry, StoreApi } from "../services/store-api.js";
import { overlayOpened } from "../overlay/overlay-slice.js";
import { brandChosen, modelChosen, pickerBack, pickerClosed, pickerOpened, tabChosen, yearChosen } from "./picker-slice.js";

type SaleModel = Extract<ModelEntry, { model_name: string }>;

const toyota = { id: 12, name: "Toyota", slug: "toyota" };
const camry = { id: 3, name: "Camry", model_slug: "camry", url: "/toyota/camry", body_type: "sedan", years: [] };
const saleCamry: SaleModel = {
  id: 3,
  model_name: "Camry",
  model_slug: "camry",
  url: "/used-cars/toyota/camry",
  years: [
    { year: 2022, url: "/used-cars/toyota/camry/2022" },
    { year: 2021, url: "/used-cars/toyota/camry/2021" },
  ],
};

const reviewPicker = (models: Parameters<typeof fakeReviewModels>[0]) => setup({ api: fakeApi({ getReviewModels: fakeReviewModels(models) }) });
const salePicker = (models: StoreApi["getSaleModels"]) => setup({ api: fakeApi({ getSaleModels: models }) });

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe("picker (§2.5, §4, §7, §8)", () => {
  it("§4 brand → model when the models call returns a list (review: for_home, is_slug_required, brand_id)", async () => {
    const { store, api } = reviewPicker(async () => [camry]);
    store.dispatch(pickerOpened({ mode: "review" }));
    store.dispatch(brandChosen(toyota));
    await settle();
    expect(api.getReviewModels).toHaveBeenCalledWith({ brand_id: 12, is_slug_required: 1, for_home: 1 });
    expect(store.getState().picker).toMatchObject({
      step: "model",
      brandName: "Toyota",
      brandSlug: "toyota",
      subList: [{ id: 3, name: "Camry", slug: "camry", url: "/toyota/camry" }],
      message: null,
      loading: false,
    });
  });

  it("§7 the mobile review picker asks for parent submodels and lists their models by group", async () => {
    const { store, api } = reviewPicker(async () => [
      { sub_model_name: "Sedan", sub_model_slug: "sedan", models_data: [camry] },
      { sub_model_name: "SUV", sub_model_slug: "suv", models_data: [{ id: 4, name: "RAV4", model_slug: "rav4", url: "/toyota/rav4", years: [] }] },
    ]);
    store.dispatch(pickerOpened({ mode: "review", parentSubmodels: true }));
    store.dispatch(brandChosen(toyota));
    await settle();
    expect(api.getReviewModels).toHaveBeenCalledWith({ brand_id: 12, is_slug_required: 1, is_parent_submodel: 1 });
    expect(store.getState().picker.subList).toEqual([
      { id: 3, name: "Camry", slug: "camry", url: "/toyota/camry", group: "Sedan" },
      { id: 4, name: "RAV4", slug: "rav4", url: "/toyota/rav4", group: "SUV" },
    ]);
  });

  it.each([
    ["Used", 0, 0],
    ["New", 1, 0],
    ["Certified Pre-Owned", 0, 1],
  ])("§7/§9 sale tab %j sends is_new=%i and is_certified=%i", async (tabName, isNew, isCertified) => {
    const { store, api } = salePicker(async () => [saleCamry]);
    store.dispatch(pickerOpened({ mode: "sale", threeStep: true }));
    store.dispatch(tabChosen({ tabName, tabSlug: tabName.toLowerCase() }));
    store.dispatch(brandChosen(toyota));
    await settle();
    expect(api.getSaleModels).toHaveBeenCalledWith({ brand_id: 12, is_slug_required: 1, is_new: isNew, is_certified: isCertified, for_home: 1 });
    expect(store.getState().picker).toMatchObject({ step: "model", tabName });
  });

  it("§4/§8 a null result leaves the picker on the brand step with no message", async () => {
    const { store } = reviewPicker(async () => null);
    store.dispatch(pickerOpened({ mode: "review" }));
    store.dispatch(brandChosen(toyota));
    await settle();
    expect(store.getState().picker).toMatchObject({ step: "brand", message: null, loading: false, brandName: "", subList: [] });
  });

  it("§8 an empty list gives the error step with 'No models found.'; back returns to the brands", async () => {
    const { store } = salePicker(async () => []);
    store.dispatch(pickerOpened({ mode: "sale" }));
    store.dispatch(brandChosen(toyota));
    await settle();
    expect(store.getState().picker).toMatchObject({ step: "error", message: "No models found." });
    store.dispatch(pickerBack());
    expect(store.getState().picker).toMatchObject({ step: "brand", message: null, brandName: "" });
  });

  it.each([
    ["a refusal", httpError(404, { status: 0, message: "No such brand." }), "No such brand."],
    ["a network failure", httpError(), "An unknown error occurred. Please try again later."],
  ])("§4 a failed call (%s) gives the error step with its message", async (_case, error, message) => {
    const { store } = reviewPicker(async () => {
      throw error;
    });
    store.dispatch(pickerOpened({ mode: "review" }));
    store.dispatch(brandChosen(toyota));
    await settle();
    expect(store.getState().picker).toMatchObject({ step: "error", message });
  });

  it("§4 three-step: model → year, back returns year → model and model → brand, clearing the choice", async () => {
    const { store } = salePicker(async () => [saleCamry]);
    store.dispatch(pickerOpened({ mode: "sale", threeStep: true, tabName: "Used" }));
    store.dispatch(brandChosen(toyota));
    await settle();
    const [model] = store.getState().picker.subList;
    store.dispatch(modelChosen(model!));
    await settle();
    expect(store.getState().picker).toMatchObject({
      step: "year",
      modelName: "Camry",
      subList: [
        { name: "2022", url: "/used-cars/toyota/camry/2022" },
        { name: "2021", url: "/used-cars/toyota/camry/2021" },
      ],
    });
    store.dispatch(pickerBack());
    expect(store.getState().picker).toMatchObject({ step: "model", modelName: "", subList: [model] });
    store.dispatch(pickerBack());
    expect(store.getState().picker).toMatchObject({ step: "brand", brandName: "", brandSlug: "", subList: [], tabName: "Used" });
  });

  it("§4 choosing a model navigates to its url and closes the overlay", async () => {
    const { store, browser } = reviewPicker(async () => [camry]);
    store.dispatch(overlayOpened("reviewSearch"));
    store.dispatch(pickerOpened({ mode: "review" }));
    store.dispatch(brandChosen(toyota));
    await settle();
    store.dispatch(modelChosen(store.getState().picker.subList[0]!));
    await settle();
    expect(browser.navigate).toHaveBeenCalledWith("/toyota/camry");
    expect(store.getState().overlay.modalId).toBeNull();
    expect(store.getState().picker.step).toBe("brand");
  });

  it("§4 choosing a year navigates to its url", async () => {
    const { store, browser } = setup();
    store.dispatch(yearChosen({ name: "2022", url: "/used-cars/toyota/camry/2022" }));
    await settle();
    expect(browser.navigate).toHaveBeenCalledWith("/used-cars/toyota/camry/2022");
  });

  it("§4 closing clears state, dispatches overlay/overlayClosed and cancels the models call in flight", async () => {
    let answer: (models: SaleModel[] | null) => void = () => {};
    const { store } = salePicker(() => new Promise((resolve) => (answer = resolve)));
    store.dispatch(overlayOpened("reviewSearch"));
    store.dispatch(pickerOpened({ mode: "sale", tabName: "New" }));
    store.dispatch(brandChosen(toyota));
    await settle();
    expect(store.getState().picker.loading).toBe(true);
    store.dispatch(pickerClosed());
    answer([saleCamry]);
    await settle();
    expect(store.getState().overlay.modalId).toBeNull();
    expect(store.getState().picker).toMatchObject({ mode: "review", step: "brand", tabName: "", subList: [], loading: false });
  });

  it("§2.5 ranking mode: a body style opens its ranking links", async () => {
    const { store, api } = setup({ api: fakeApi({ getRankingList: async () => [{ url: "/rankings/best-suvs", title: "Best SUVs" }] }) });
    store.dispatch(pickerOpened({ mode: "ranking" }));
    store.dispatch(brandChosen({ name: "SUV", slug: "suv" }));
    await settle();
    expect(api.getRankingList).toHaveBeenCalledWith({ submodel_family: "suv" });
    expect(store.getState().picker).toMatchObject({ step: "model", brandName: "SUV", subList: [{ name: "Best SUVs", url: "/rankings/best-suvs" }] });
  });
});

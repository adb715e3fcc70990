import { useState } from "react";
import { MODELS } from "./fixtures.js";
import type { PickerBrand, PickerModel, PickerView } from "./picker-types.js";

/** Message the demo's models call fails with for Ford (the error step of §4). */
export const DEMO_ERROR = "We could not load Ford models. Please try again.";

/**
 * A stand-in for the app's picker store, for stories only: Ford's models call fails, Tesla has no
 * models, every other brand gets the fixture models; back goes year → model → brand (§4).
 */
export function useDemoPicker(initial: PickerView = { step: "brand" }) {
  const [view, setView] = useState<PickerView>(initial);
  const [models, setModels] = useState<readonly PickerModel[]>(MODELS);
  return {
    view,
    onChooseBrand: (brand: PickerBrand) => {
      if (brand.slug === "ford") return setView({ step: "error", message: DEMO_ERROR });
      const found = brand.slug === "tesla" ? [] : MODELS;
      setModels(found);
      setView({ step: "model", brand: { name: brand.name, slug: brand.slug }, models: found });
    },
    onChooseModel: (model: PickerModel) => {
      if (view.step === "model") setView({ step: "year", brand: view.brand, model });
    },
    onBack: () => setView(view.step === "year" ? { step: "model", brand: view.brand, models } : { step: "brand" }),
  };
}

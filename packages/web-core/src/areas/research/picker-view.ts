import type { PickerState } from "@carmarket/store";
import type { PickerView } from "@carmarket/ui/brand-picker";

/** The UI kit's picker view of the store's picker state (ADR 072: the store owns the steps). */
export function pickerView(picker: PickerState): PickerView {
  const brand = { name: picker.brandName, slug: picker.brandSlug };
  switch (picker.step) {
    case "error":
      return { step: "error", message: picker.message ?? "" };
    case "model":
      return { step: "model", brand, models: picker.subList };
    case "year": {
      const model = picker.models.find((candidate) => candidate.name === picker.modelName);
      return { step: "year", brand, model: model ?? { name: picker.modelName, url: "", years: picker.subList } };
    }
    default:
      return { step: "brand" };
  }
}

import { describe, expect, it } from "vitest";
import { createAppStore, modelsLoaded, modelsRequested, pickerOpened, selectPicker, yearsShown, modelsFailed } from "@carmarket/store";
import { pickerView } from "./picker-view.js";

const camry = { id: 1, name: "Camry", slug: "camry", url: "/toyota/camry", years: [{ name: "2024", url: "/toyota/camry/2024" }], group: "Sedan" };

describe("pickerView", () => {
  it("§4 brand → model → year follows the store's steps", () => {
    const store = createAppStore();
    store.dispatch(pickerOpened({ mode: "review", threeStep: true }));
    expect(pickerView(selectPicker(store.getState()))).toEqual({ step: "brand" });
    store.dispatch(modelsRequested({ id: 9, name: "Toyota", slug: "toyota" }));
    store.dispatch(modelsLoaded([camry]));
    expect(pickerView(selectPicker(store.getState()))).toEqual({ step: "model", brand: { name: "Toyota", slug: "toyota" }, models: [camry] });
    store.dispatch(yearsShown(camry));
    expect(pickerView(selectPicker(store.getState()))).toMatchObject({ step: "year", model: { name: "Camry", years: camry.years } });
  });

  it("§8 the error step carries the models call's message", () => {
    const store = createAppStore();
    store.dispatch(modelsFailed("No models found."));
    expect(pickerView(selectPicker(store.getState()))).toEqual({ step: "error", message: "No models found." });
  });
});

import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { expectNoAxeViolations } from "../../test/axe.js";
import { BrandPicker, type BrandPickerProps } from "./brand-picker.js";
import { BRANDS, MODELS, TOYOTA } from "./fixtures.js";

const QUERY = "?zip=10001";

function renderPicker(overrides: Partial<BrandPickerProps>) {
  const props: BrandPickerProps = {
    open: true,
    mode: "review",
    brands: BRANDS,
    view: { step: "brand" },
    tab: "brand",
    query: QUERY,
    onTabChange: vi.fn(),
    onChooseBrand: vi.fn(),
    onChooseModel: vi.fn(),
    onBack: vi.fn(),
    onClose: vi.fn(),
    onChooseBodyType: vi.fn(),
    ...overrides,
  };
  const result = render(<BrandPicker {...props} />);
  return { ...result, props, dialog: screen.getByRole("dialog") };
}

describe("BrandPicker", () => {
  it("§2.5 review mode: tabs Brand and Body Type; choosing a brand reports it", async () => {
    const user = userEvent.setup();
    const { props, dialog } = renderPicker({});
    expect(
      within(dialog)
        .getAllByRole("tab")
        .map((tab) => tab.textContent),
    ).toEqual(["Brand", "Body Type"]);
    const grid = within(dialog).getByRole("list", { name: "Brands" });
    expect(within(grid).getAllByRole("button")).toHaveLength(BRANDS.length);
    await user.click(within(grid).getByRole("button", { name: "Toyota" }));
    expect(props.onChooseBrand).toHaveBeenCalledWith(BRANDS[0]);
    await expectNoAxeViolations(dialog);
  });

  it("§2.5 body-type links: site root plus the slug, keeping the query", () => {
    const { dialog } = renderPicker({ tab: "body" });
    expect(within(dialog).getByRole("link", { name: "SUV" })).toHaveAttribute("href", "/suv?zip=10001");
    expect(within(dialog).getByRole("link", { name: "Pickup Truck" })).toHaveAttribute("href", "/pickup-truck?zip=10001");
  });

  it("§2.5 sale mode: a tab only for kinds some brand is flagged for, each with its all-cars link", async () => {
    const { dialog } = renderPicker({ mode: "sale", tab: "New" });
    expect(
      within(dialog)
        .getAllByRole("tab")
        .map((tab) => tab.textContent),
    ).toEqual(["Used Cars", "New Cars"]);
    expect(within(dialog).getByRole("link", { name: "All New Cars" })).toHaveAttribute("href", "/new-cars?zip=10001");
    const grid = within(dialog).getByRole("list", { name: "New Cars brands" });
    expect(
      within(grid)
        .getAllByRole("button")
        .map((button) => button.textContent),
    ).toEqual(["Toyota", "Honda", "Mercedes-Benz", "Tesla"]);
    await expectNoAxeViolations(dialog);
  });

  it("§2.5 sale mode: switching tabs reports the tab key", async () => {
    const user = userEvent.setup();
    const { props, dialog } = renderPicker({ mode: "sale", tab: "Used" });
    await user.click(within(dialog).getByRole("tab", { name: "New Cars" }));
    expect(props.onTabChange).toHaveBeenCalledWith("New");
  });

  it("§2.5 model step: back link, 'Which {brand} are you thinking?', 'All {tab} {brand} cars for sale', models", async () => {
    const user = userEvent.setup();
    const { props, dialog } = renderPicker({ mode: "sale", tab: "Used", view: { step: "model", brand: TOYOTA, models: MODELS } });
    expect(within(dialog).getByRole("heading", { name: "Which Toyota are you thinking?" })).toBeInTheDocument();
    expect(within(dialog).getByRole("link", { name: "All Used Toyota cars for sale" })).toHaveAttribute("href", "/used-cars/toyota?zip=10001");
    expect(within(dialog).getByRole("link", { name: "Sienna" })).toHaveAttribute("href", "/toyota/sienna?zip=10001");
    await user.click(within(dialog).getByRole("button", { name: "Camry" }));
    expect(props.onChooseModel).toHaveBeenCalledWith(MODELS[0]);
    await user.click(within(dialog).getByRole("button", { name: /Back to brands/ }));
    expect(props.onBack).toHaveBeenCalledTimes(1);
    await expectNoAxeViolations(dialog);
  });

  it("§4 choosing a model link closes the overlay", async () => {
    const user = userEvent.setup();
    const { props, dialog } = renderPicker({ view: { step: "model", brand: TOYOTA, models: MODELS } });
    within(dialog)
      .getByRole("link", { name: "Sienna" })
      .addEventListener("click", (event) => event.preventDefault());
    await user.click(within(dialog).getByRole("link", { name: "Sienna" }));
    expect(props.onClose).toHaveBeenCalled();
  });

  it("§2.5 review mode has no all-cars link; years under a model with a back link to models", () => {
    const { dialog } = renderPicker({ view: { step: "year", brand: TOYOTA, model: MODELS[0]! } });
    expect(within(dialog).queryByRole("link", { name: /cars for sale/ })).toBeNull();
    expect(within(dialog).getByRole("button", { name: /Back to models/ })).toBeInTheDocument();
    expect(within(dialog).getByRole("link", { name: "2023 Camry" })).toHaveAttribute("href", "/toyota/camry/2023?zip=10001");
  });

  it("§8 empty model list: 'No models found.'", () => {
    const { dialog } = renderPicker({ view: { step: "model", brand: TOYOTA, models: [] } });
    expect(within(dialog).getByText("No models found.")).toBeInTheDocument();
  });

  it("§8 error step shows the models call's message", async () => {
    const { dialog } = renderPicker({ view: { step: "error", message: "Models are unavailable right now." } });
    expect(within(dialog).getByRole("alert")).toHaveTextContent("Models are unavailable right now.");
    await expectNoAxeViolations(dialog);
  });

  it("§2.5 ranking mode: one tab Body Styles; a body type opens its rankings", async () => {
    const user = userEvent.setup();
    const { props, dialog } = renderPicker({ mode: "ranking", tab: "body-styles" });
    expect(
      within(dialog)
        .getAllByRole("tab")
        .map((tab) => tab.textContent),
    ).toEqual(["Body Styles"]);
    await user.click(within(dialog).getByRole("button", { name: "SUV" }));
    expect(props.onChooseBodyType).toHaveBeenCalledWith("suv");
  });

  it("Escape closes the picker", async () => {
    const user = userEvent.setup();
    const { props } = renderPicker({});
    await user.keyboard("{Escape}");
    expect(props.onClose).toHaveBeenCalledTimes(1);
  });
});

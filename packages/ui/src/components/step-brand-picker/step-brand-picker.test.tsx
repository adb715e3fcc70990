import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { expectNoAxeViolations } from "../../test/axe.js";
import { BRANDS, MANY_STYLE_MODELS, MODELS, TOYOTA } from "../brand-picker/fixtures.js";
import { StepBrandPicker, type StepBrandPickerProps } from "./step-brand-picker.js";

function renderSteps(overrides: Partial<StepBrandPickerProps>) {
  const props: StepBrandPickerProps = {
    flow: "review",
    brands: BRANDS,
    view: { step: "brand" },
    onChooseBrand: vi.fn(),
    onChooseModel: vi.fn(),
    onBack: vi.fn(),
    ...overrides,
  };
  return { ...render(<StepBrandPicker {...props} />), props };
}

const currentStep = () => screen.getAllByRole("listitem").find((item) => item.getAttribute("aria-current") === "step")?.textContent;

describe("StepBrandPicker", () => {
  it("§2.5 step 1 Select Brand: no back arrow", async () => {
    const user = userEvent.setup();
    const { container, props } = renderSteps({});
    expect(currentStep()).toBe("1 Select Brand");
    expect(screen.queryByRole("button", { name: "Back" })).toBeNull();
    await user.click(screen.getByRole("button", { name: "Honda" }));
    expect(props.onChooseBrand).toHaveBeenCalledWith(BRANDS[1]);
    await expectNoAxeViolations(container);
  });

  it("§2.5 step 2 Select Body Style & Engine: back arrow, body-style tabs in the review flow", async () => {
    const user = userEvent.setup();
    const { container, props } = renderSteps({ view: { step: "model", brand: TOYOTA, models: MODELS } });
    expect(currentStep()).toBe("2 Select Body Style & Engine");
    expect(screen.getAllByRole("tab").map((tab) => tab.textContent)).toEqual(["Sedan", "SUV", "Pickup Truck", "Van"]);
    expect(screen.getByRole("tablist").closest("[class*='fade']")).toBeNull();
    await user.click(screen.getByRole("button", { name: "Camry" }));
    expect(props.onChooseModel).toHaveBeenCalledWith(MODELS[0]);
    await user.click(screen.getByRole("button", { name: "Back" }));
    expect(props.onBack).toHaveBeenCalledTimes(1);
    await expectNoAxeViolations(container);
  });

  it("§9 body-style tab strip fades above 4 tabs", () => {
    renderSteps({ view: { step: "model", brand: TOYOTA, models: MANY_STYLE_MODELS } });
    expect(screen.getAllByRole("tab")).toHaveLength(6);
    expect(screen.getByRole("tablist").closest("[class*='fade']")).not.toBeNull();
  });

  it("§2.5 sale flow: step 2 lists models without tabs", () => {
    renderSteps({ flow: "sale", view: { step: "model", brand: TOYOTA, models: MODELS } });
    expect(screen.queryByRole("tablist")).toBeNull();
    expect(within(screen.getByRole("list", { name: "Models" })).getAllByRole("listitem")).toHaveLength(5);
  });

  it("§2.5 step 3 Select Year: year links keep the query", () => {
    renderSteps({ view: { step: "year", brand: TOYOTA, model: MODELS[0]! }, query: "zip=10001" });
    expect(currentStep()).toBe("3 Select Year");
    expect(screen.getByRole("button", { name: "Back" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "2024 Camry" })).toHaveAttribute("href", "/toyota/camry/2024?zip=10001");
  });

  it("§8 error: the models call's message", () => {
    renderSteps({ view: { step: "error", message: "Something went wrong." } });
    expect(screen.getByRole("alert")).toHaveTextContent("Something went wrong.");
  });
});

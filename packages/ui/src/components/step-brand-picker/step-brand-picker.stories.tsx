import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { BRANDS, MANY_STYLE_MODELS, MODELS, TOYOTA } from "../brand-picker/fixtures.js";
import { DEMO_ERROR, useDemoPicker } from "../brand-picker/use-demo-picker.js";
import { StepBrandPicker, type StepBrandPickerProps } from "./step-brand-picker.js";

function Interactive(props: StepBrandPickerProps) {
  const demo = useDemoPicker(props.view);
  return <StepBrandPicker {...props} {...demo} />;
}

const meta = {
  title: "Pickers/StepBrandPicker",
  component: StepBrandPicker,
  args: { flow: "review", brands: BRANDS, view: { step: "brand" }, query: "?zip=10001", onChooseBrand: fn(), onChooseModel: fn(), onBack: fn() },
  argTypes: { flow: { control: "inline-radio", options: ["review", "sale"] } },
} satisfies Meta<typeof StepBrandPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SelectBrand: Story = {};
/** Review flow step 2: four body-style tabs, no fade. */
export const SelectBodyStyle: Story = { args: { view: { step: "model", brand: TOYOTA, models: MODELS } } };
/** More than four body-style tabs: the strip fades (§2.5, §9). */
export const ManyBodyStyles: Story = { args: { view: { step: "model", brand: TOYOTA, models: MANY_STYLE_MODELS } } };
export const SaleFlowModels: Story = { args: { flow: "sale", view: { step: "model", brand: TOYOTA, models: MODELS } } };
export const SelectYear: Story = { args: { view: { step: "year", brand: TOYOTA, model: MODELS[0]! } } };
export const EmptyModels: Story = { args: { flow: "sale", view: { step: "model", brand: TOYOTA, models: [] } } };
export const ErrorStep: Story = { args: { view: { step: "error", message: DEMO_ERROR } } };

const SIDEBAR_WIDTH = 320;

/** In the desktop search sidebar (320 px): long brand names stay inside their three columns (issue #15 screenshots). */
export const InSidebar: Story = {
  args: {
    // The longest one-word names of the seeded brands, one in each column.
    brands: ["Lamborghini", "Koenigsegg", "Volkswagen", "Mitsubishi", "Mercedes-Benz", "Land Rover"].map((name, id) => ({
      id,
      name,
      slug: name.toLowerCase().replace(/\W+/g, "-"),
      isUsed: true,
    })),
  },
  render: (args) => (
    <aside aria-label="Filters" style={{ width: SIDEBAR_WIDTH }}>
      <StepBrandPicker {...args} />
    </aside>
  ),
  play: async ({ canvas }) => {
    const grid = canvas.getByRole("list", { name: "Brands" });
    const right = canvas.getByRole("complementary", { name: "Filters" }).getBoundingClientRect().right;
    for (const button of within(grid).getAllByRole("button")) {
      await expect(button.getBoundingClientRect().right).toBeLessThanOrEqual(right);
      await expect(button.scrollWidth).toBeLessThanOrEqual(button.clientWidth);
    }
  },
};

/** 1 → 2 → 3, back arrow to 2 and 1, then the error step. */
export const Steps: Story = {
  render: (args) => <Interactive {...args} />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Toyota" }));
    await expect(canvas.getByText("Select Body Style & Engine").closest("li")).toHaveAttribute("aria-current", "step");
    await userEvent.click(canvas.getByRole("button", { name: "Camry" }));
    await expect(canvas.getByRole("link", { name: "2023 Camry" })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole("button", { name: "Back" }));
    await userEvent.click(canvas.getByRole("button", { name: "Back" }));
    await expect(canvas.queryByRole("button", { name: "Back" })).toBeNull();
    await userEvent.click(canvas.getByRole("button", { name: "Ford" }));
    await expect(canvas.getByRole("alert")).toHaveTextContent(DEMO_ERROR);
  },
};

/** Every state side by side for visual review. */
export const AllStates: Story = {
  // The review gallery repeats one landmark on purpose; a page holds one picker.
  parameters: { a11y: { config: { rules: [{ id: "landmark-unique", enabled: false }] } } },
  render: (args) => (
    <div style={{ display: "grid", gap: 40 }}>
      <StepBrandPicker {...args} />
      <StepBrandPicker {...args} view={{ step: "model", brand: TOYOTA, models: MANY_STYLE_MODELS }} />
      <StepBrandPicker {...args} flow="sale" view={{ step: "model", brand: TOYOTA, models: MODELS }} />
      <StepBrandPicker {...args} view={{ step: "year", brand: TOYOTA, model: MODELS[0]! }} />
      <StepBrandPicker {...args} view={{ step: "error", message: DEMO_ERROR }} />
    </div>
  ),
};

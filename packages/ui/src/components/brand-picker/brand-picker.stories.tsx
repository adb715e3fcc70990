import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, screen, userEvent, within } from "storybook/test";
import type { RankingPickerView } from "../ranking-picker/ranking-picker.js";
import { BrandPicker, type BrandPickerProps } from "./brand-picker.js";
import { BRANDS, MODELS, TOYOTA } from "./fixtures.js";
import { DEMO_ERROR, useDemoPicker } from "./use-demo-picker.js";

/** The picker driven by a stand-in store, so the steps can be clicked through. */
function Interactive(props: BrandPickerProps) {
  const demo = useDemoPicker(props.view);
  const [tab, setTab] = useState(props.tab);
  const [ranking, setRanking] = useState<RankingPickerView>({ step: "bodyTypes" });
  return (
    <BrandPicker
      {...props}
      {...demo}
      tab={tab}
      ranking={ranking}
      onTabChange={setTab}
      onChooseBodyType={(bodyType) => setRanking({ step: "rankings", bodyType, rankings: [{ url: `/${bodyType}/best`, title: `Best ${bodyType} of 2024` }] })}
      onBack={props.mode === "ranking" ? () => setRanking({ step: "bodyTypes" }) : demo.onBack}
    />
  );
}

const meta = {
  title: "Pickers/BrandPicker",
  component: BrandPicker,
  args: {
    open: true,
    mode: "review",
    brands: BRANDS,
    view: { step: "brand" },
    tab: "brand",
    query: "?zip=10001",
    onTabChange: fn(),
    onChooseBrand: fn(),
    onChooseModel: fn(),
    onBack: fn(),
    onClose: fn(),
    onChooseBodyType: fn(),
  },
  argTypes: { mode: { control: "inline-radio", options: ["review", "sale", "ranking"] } },
  parameters: { layout: "fullscreen" },
} satisfies Meta<typeof BrandPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Review mode: Brand and Body Type tabs (§2.5). */
export const ReviewBrands: Story = {};
export const ReviewBodyTypes: Story = { args: { tab: "body" } };
/** Sale mode: only Used and New tabs, since no brand is certified. */
export const SaleUsed: Story = { args: { mode: "sale", tab: "Used" } };
export const SaleNew: Story = { args: { mode: "sale", tab: "New" } };
/** Ranking mode: one Body Styles tab. */
export const RankingBodyStyles: Story = { args: { mode: "ranking", tab: "body-styles" } };
export const ReviewModelStep: Story = { args: { view: { step: "model", brand: TOYOTA, models: MODELS } } };
export const SaleModelStep: Story = { args: { mode: "sale", tab: "Used", view: { step: "model", brand: TOYOTA, models: MODELS } } };
export const YearStep: Story = { args: { view: { step: "year", brand: TOYOTA, model: MODELS[0]! } } };
/** 'No models found.' (§8). */
export const EmptyModels: Story = { args: { view: { step: "model", brand: TOYOTA, models: [] } } };
/** Error step with the models call's message (§8). */
export const ErrorStep: Story = { args: { view: { step: "error", message: DEMO_ERROR } } };

/** Brand → model → year, back to models and brands, then the error step (§4). */
export const Steps: Story = {
  render: (args) => <Interactive {...args} />,
  play: async () => {
    const dialog = within(await screen.findByRole("dialog"));
    await userEvent.click(dialog.getByRole("button", { name: "Toyota" }));
    await expect(dialog.getByRole("heading", { name: "Which Toyota are you thinking?" })).toBeInTheDocument();
    await userEvent.click(dialog.getByRole("button", { name: "Camry" }));
    await expect(dialog.getByRole("link", { name: "2024 Camry" })).toHaveAttribute("href", "/toyota/camry/2024?zip=10001");
    await userEvent.click(dialog.getByRole("button", { name: /Back to models/ }));
    await expect(dialog.getByRole("button", { name: "Camry" })).toBeInTheDocument();
    await userEvent.click(dialog.getByRole("button", { name: /Back to brands/ }));
    await userEvent.click(dialog.getByRole("button", { name: "Ford" }));
    await expect(dialog.getByRole("alert")).toHaveTextContent(DEMO_ERROR);
    await userEvent.click(dialog.getByRole("button", { name: /Back to brands/ }));
    await userEvent.click(dialog.getByRole("button", { name: "Tesla" }));
    await expect(dialog.getByText("No models found.")).toBeInTheDocument();
  },
};

/** Rankings: a body type opens 'Which SUV are you thinking?'; back returns to the list. */
export const RankingSteps: Story = {
  args: { mode: "ranking", tab: "body-styles" },
  render: (args) => <Interactive {...args} />,
  play: async () => {
    const dialog = within(await screen.findByRole("dialog"));
    await userEvent.click(dialog.getByRole("button", { name: "SUV" }));
    await expect(dialog.getByRole("heading", { name: "Which SUV are you thinking?" })).toBeInTheDocument();
    await userEvent.click(dialog.getByRole("button", { name: /Back to Body Styles/ }));
    await expect(dialog.getByRole("button", { name: "Sedan" })).toBeInTheDocument();
  },
};

/** The picker is a full-screen dialog, one state at a time; this one can be clicked through in every mode. */
export const AllStates: Story = { render: (args) => <Interactive {...args} /> };

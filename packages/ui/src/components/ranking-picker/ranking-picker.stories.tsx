import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent } from "storybook/test";
import { RankingPicker, type RankingPickerView } from "./ranking-picker.js";

const SUV_RANKINGS = [
  { url: "/suv/best-compact-suvs", title: "Best Compact SUVs" },
  { url: "/suv/best-3-row-suvs", title: "Best 3-Row SUVs" },
  { url: "/suv/best-luxury-suvs", title: "Best Luxury SUVs" },
];

function Interactive() {
  const [view, setView] = useState<RankingPickerView>({ step: "bodyTypes" });
  return (
    <RankingPicker
      view={view}
      query="?zip=10001"
      onChooseBodyType={(bodyType) => setView({ step: "rankings", bodyType, rankings: SUV_RANKINGS })}
      onBack={() => setView({ step: "bodyTypes" })}
    />
  );
}

const meta = {
  title: "Pickers/RankingPicker",
  component: RankingPicker,
  args: { view: { step: "bodyTypes" }, query: "?zip=10001", onChooseBodyType: fn(), onBack: fn(), onNavigate: fn() },
} satisfies Meta<typeof RankingPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const BodyTypes: Story = {};
export const Rankings: Story = { args: { view: { step: "rankings", bodyType: "suv", rankings: SUV_RANKINGS } } };
export const NoRankings: Story = { args: { view: { step: "rankings", bodyType: "van", rankings: [] } } };

/** A body type opens 'Which SUV are you thinking?'; 'Back to Body Styles' returns. */
export const Steps: Story = {
  render: () => <Interactive />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "SUV" }));
    await expect(canvas.getByRole("heading", { name: "Which SUV are you thinking?" })).toBeInTheDocument();
    await expect(canvas.getByRole("link", { name: "Best 3-Row SUVs" })).toHaveAttribute("href", "/suv/best-3-row-suvs?zip=10001");
    await userEvent.click(canvas.getByRole("button", { name: /Back to Body Styles/ }));
    await expect(canvas.getByRole("button", { name: "Van" })).toBeInTheDocument();
  },
};

/** Every state side by side for visual review. */
export const AllStates: Story = {
  render: (args) => (
    <div style={{ display: "grid", gap: 32, maxWidth: 400 }}>
      <RankingPicker {...args} />
      <RankingPicker {...args} view={{ step: "rankings", bodyType: "suv", rankings: SUV_RANKINGS }} />
      <RankingPicker {...args} view={{ step: "rankings", bodyType: "van", rankings: [] }} />
    </div>
  ),
};

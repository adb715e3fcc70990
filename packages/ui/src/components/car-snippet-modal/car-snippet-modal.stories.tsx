import type { Meta, StoryObj } from "@storybook/react-vite";
import { fn } from "storybook/test";
import { CarSnippetModal } from "./car-snippet-modal.js";

const meta = {
  title: "Shell/CarSnippetModal",
  component: CarSnippetModal,
  args: {
    open: true,
    onOpenChange: fn(),
    title: "2024 Honda Civic",
    tabs: [
      { value: "overview", label: "Overview", content: <p>A compact sedan with a roomy cabin.</p> },
      { value: "specs", label: "Specs", content: <p>2.0L I4, 158 hp, CVT.</p> },
      { value: "price", label: "Price", content: <p>MSRP from $24,650.</p> },
    ],
  },
} satisfies Meta<typeof CarSnippetModal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Overview: Story = {};
export const SpecsTab: Story = { args: { defaultTab: "specs" } };

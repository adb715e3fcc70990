import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent } from "storybook/test";
import { SearchBox, type SearchBoxSuggestion } from "./search-box.js";

const CARS: SearchBoxSuggestion[] = [
  { id: "honda", label: "Honda", kind: "Brand", value: "honda " },
  { id: "honda/civic", label: "Honda Civic", kind: "Model", value: "honda civic " },
  { id: "honda/cr-v", label: "Honda CR-V", kind: "Model", value: "honda cr-v " },
  { id: "hatchback", label: "Hatchback", kind: "Body type", value: "hatchback " },
];

const PLACEHOLDER = "Try: red awd suv under 30k near 10001";

const meta = {
  title: "Search/SearchBox",
  component: SearchBox,
  args: { suggestions: [], placeholder: PLACEHOLDER, onTextChange: fn(), onActivate: fn() },
} satisfies Meta<typeof SearchBox>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing typed: a plain search form (GET /search?q=). */
export const Empty: Story = {};

/** A sentence typed that no suggestion fits: the list stays closed, Enter submits. */
export const NoSuggestions: Story = { args: { defaultText: "red awd suv under 30k near 10001" } };

/** Typing with suggestions from the catalogue: the list opens under the box. */
export const WithSuggestions: Story = {
  args: { suggestions: CARS },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole("combobox"), "h");
    await expect(canvas.getByRole("combobox")).toHaveAttribute("aria-expanded", "true");
    await expect(canvas.getAllByRole("option")).toHaveLength(4);
  },
};

/** A suggestion chosen with the keyboard: it is the active descendant of the box. */
export const ActiveSuggestion: Story = {
  args: { suggestions: CARS },
  play: async ({ canvas }) => {
    const box = canvas.getByRole("combobox");
    await userEvent.type(box, "h");
    await userEvent.keyboard("{ArrowDown}{ArrowDown}");
    await expect(canvas.getByRole("option", { name: /Honda Civic/ })).toHaveAttribute("aria-selected", "true");
  },
};

/** Picking a suggestion completes the box; the page computes the next suggestions from the new text. */
export const PickAndSubmit: Story = {
  args: { onSubmit: fn((_text: string, event: { preventDefault: () => void }) => event.preventDefault()) },
  render: function Render(args) {
    const [text, setText] = useState("");
    const suggestions = text.trim() === "" ? [] : CARS.filter((car) => car.value.startsWith(text.trim().toLowerCase()));
    return <SearchBox {...args} suggestions={suggestions} onTextChange={setText} />;
  },
  play: async ({ canvas, args }) => {
    const box = canvas.getByRole("combobox");
    await userEvent.type(box, "honda c");
    await userEvent.keyboard("{ArrowDown}{Enter}");
    await expect(box).toHaveValue("honda civic ");
    await userEvent.type(box, "2019 or newer{Enter}");
    await expect(args.onSubmit).toHaveBeenCalledWith("honda civic 2019 or newer", expect.anything());
  },
};

/** Every state at once for visual review. */
export const AllStates: Story = {
  render: (args) => (
    <div style={{ display: "grid", gap: 24, maxWidth: 560 }}>
      <SearchBox {...args} />
      <SearchBox {...args} label="Search cars near you" defaultText="red awd suv under 30k near 10001" />
    </div>
  ),
};

import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { expectNoAxeViolations } from "../../test/axe.js";
import { SearchBox, type SearchBoxSuggestion } from "./search-box.js";

const CARS: SearchBoxSuggestion[] = [
  { id: "honda", label: "Honda", kind: "Brand", value: "honda " },
  { id: "honda/civic", label: "Honda Civic", kind: "Model", value: "honda civic " },
  { id: "honda/cr-v", label: "Honda CR-V", kind: "Model", value: "honda cr-v " },
];

/** The box as a page uses it: suggestions follow the typed text. */
function Suggesting(props: { onSubmit?: (text: string) => void; onActivate?: () => void }) {
  const [text, setText] = useState("");
  const suggestions = text.trim() === "" ? [] : CARS.filter((car) => car.value.startsWith(text.trim().toLowerCase()));
  return (
    <SearchBox
      suggestions={suggestions}
      onTextChange={setText}
      onActivate={props.onActivate}
      onSubmit={(value, event) => {
        event.preventDefault();
        props.onSubmit?.(value);
      }}
    />
  );
}

describe("SearchBox (WAI-ARIA combobox, issue #17)", () => {
  it("is a GET form to /search?q= in a search landmark, so it works without JavaScript", async () => {
    const { container } = render(<SearchBox suggestions={[]} placeholder="Try: red awd suv under 30k" />);
    const form = screen.getByRole("search", { name: "Search cars" });
    expect(form).toHaveAttribute("action", "/search");
    expect(form).toHaveAttribute("method", "get");
    expect(screen.getByRole("combobox", { name: "Search cars" })).toHaveAttribute("name", "q");
    expect(screen.getByRole("combobox")).toHaveAttribute("aria-expanded", "false");
    await expectNoAxeViolations(container);
  });

  it("typing opens the suggestions; ArrowDown and ArrowUp move the active option", async () => {
    const { container } = render(<Suggesting />);
    const box = screen.getByRole("combobox");
    await userEvent.type(box, "hon");
    expect(box).toHaveAttribute("aria-expanded", "true");
    expect(screen.getAllByRole("option").map((option) => option.textContent)).toEqual(["HondaBrand", "Honda CivicModel", "Honda CR-VModel"]);
    await userEvent.keyboard("{ArrowDown}{ArrowDown}");
    const civic = screen.getByRole("option", { name: /Honda Civic/ });
    expect(civic).toHaveAttribute("aria-selected", "true");
    expect(box).toHaveAttribute("aria-activedescendant", civic.id);
    await userEvent.keyboard("{ArrowUp}{ArrowUp}");
    expect(screen.getByRole("option", { name: /Honda CR-V/ })).toHaveAttribute("aria-selected", "true");
    await expectNoAxeViolations(container);
  });

  it("Enter on an option puts it in the box and closes the list; Enter again submits the text", async () => {
    const onSubmit = vi.fn();
    render(<Suggesting onSubmit={onSubmit} />);
    const box = screen.getByRole("combobox");
    await userEvent.type(box, "honda c");
    await userEvent.keyboard("{ArrowDown}{Enter}");
    expect(box).toHaveValue("honda civic ");
    expect(onSubmit).not.toHaveBeenCalled();
    await userEvent.type(box, "2019 or newer{Enter}");
    expect(onSubmit).toHaveBeenCalledWith("honda civic 2019 or newer");
  });

  it("a click on an option picks it", async () => {
    render(<Suggesting />);
    await userEvent.type(screen.getByRole("combobox"), "honda");
    await userEvent.click(screen.getByRole("option", { name: /Honda CR-V/ }));
    expect(screen.getByRole("combobox")).toHaveValue("honda cr-v ");
  });

  it("Escape closes the list, and a second Escape clears the box", async () => {
    render(<Suggesting />);
    const box = screen.getByRole("combobox");
    await userEvent.type(box, "hon");
    await userEvent.keyboard("{Escape}");
    expect(box).toHaveAttribute("aria-expanded", "false");
    expect(box).toHaveValue("hon");
    await userEvent.keyboard("{Escape}");
    expect(box).toHaveValue("");
  });

  it("tells the page once when it is first used, so suggestions can load only then", async () => {
    const onActivate = vi.fn();
    render(<Suggesting onActivate={onActivate} />);
    expect(onActivate).not.toHaveBeenCalled();
    await userEvent.type(screen.getByRole("combobox"), "suv");
    expect(onActivate).toHaveBeenCalledTimes(1);
  });
});

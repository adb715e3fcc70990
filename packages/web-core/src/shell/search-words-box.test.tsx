// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { suggestSearchWords } from "@carmarket/search-words";
import { expectNoAxeViolations } from "../test/axe.js";
import { SearchWordsBox } from "./search-words-box.js";

afterEach(cleanup);

const CATALOG = {
  brands: [
    {
      slug: "honda",
      name: "Honda",
      models: [
        { slug: "civic", name: "Civic" },
        { slug: "cr-v", name: "CR-V" },
      ],
    },
  ],
  transmissions: [],
};

describe("SearchWordsBox (issue #17)", () => {
  it("is a GET form to /search?q= and loads nothing until the shopper uses it", async () => {
    const loadSuggest = vi.fn(async () => (text: string) => suggestSearchWords(text, CATALOG));
    const { container } = render(<SearchWordsBox loadSuggest={loadSuggest} />);
    expect(screen.getByRole("search", { name: "Describe the car you want" }).getAttribute("action")).toBe("/search");
    expect(screen.getByRole("combobox").getAttribute("name")).toBe("q");
    expect(loadSuggest).not.toHaveBeenCalled();
    await expectNoAxeViolations(container);
  });

  it("suggests the catalogue's cars for the words typed, once loaded on first use", async () => {
    const loadSuggest = vi.fn(async () => (text: string) => suggestSearchWords(text, CATALOG));
    const { container } = render(<SearchWordsBox loadSuggest={loadSuggest} />);
    const box = screen.getByRole<HTMLInputElement>("combobox");
    fireEvent.focus(box);
    fireEvent.change(box, { target: { value: "used honda c" } });
    expect(loadSuggest).toHaveBeenCalledTimes(1);
    expect((await screen.findAllByRole("option")).map((option) => option.textContent)).toEqual(["Honda CivicModel", "Honda CR-VModel"]);
    fireEvent.keyDown(box, { key: "ArrowDown" });
    fireEvent.keyDown(box, { key: "Enter" });
    expect(box.value).toBe("used honda civic ");
    await expectNoAxeViolations(container);
  });

  it("stays a plain search form when the suggestions cannot load", async () => {
    render(<SearchWordsBox loadSuggest={() => Promise.reject(new Error("offline"))} />);
    const box = screen.getByRole<HTMLInputElement>("combobox");
    fireEvent.focus(box);
    fireEvent.change(box, { target: { value: "honda" } });
    await Promise.resolve();
    expect(screen.queryByRole("option")).toBeNull();
    expect(box.value).toBe("honda");
  });
});

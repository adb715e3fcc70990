import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { expectNoAxeViolations } from "../../test/axe.js";
import { REVIEWS, newsItems } from "../news-card/fixtures.js";
import { NewsSidebar } from "./news-sidebar.js";

const ITEMS = newsItems(3);

describe("NewsSidebar", () => {
  it("§2.8 lists: Trending News and Handpicked News, titles cut at 45 + '...'", async () => {
    const { container } = render(<NewsSidebar trending={ITEMS} handpicked={{ news_data: ITEMS.slice(0, 2), category_data: REVIEWS }} />);
    const trending = screen.getByRole("region", { name: "Trending News" });
    expect(
      within(trending)
        .getAllByRole("link")
        .map((link) => link.textContent),
    ).toEqual([`${ITEMS[0]!.title.slice(0, 45)}...`, `${ITEMS[1]!.title.slice(0, 45)}...`, "Honda CR-V vs. Toyota RAV4"]);
    const handpicked = screen.getByRole("region", { name: "Handpicked News" });
    expect(within(handpicked).getByText("Car Reviews")).toBeInTheDocument();
    expect(within(handpicked).getAllByRole("link")).toHaveLength(2);
    await expectNoAxeViolations(container);
  });

  it("§2.8 ads: with a sidebar ad query the sidebar is the search-ads box only", () => {
    render(<NewsSidebar adQuery="toyota camry" trending={ITEMS} />);
    expect(screen.getByRole("group", { name: "Advertisement" })).toHaveAttribute("data-ad-slot", "sidebar");
    expect(screen.queryByRole("region", { name: "Trending News" })).toBeNull();
  });
});

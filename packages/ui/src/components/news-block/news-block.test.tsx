import { categoryBlock } from "@carmarket/news";
import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { expectNoAxeViolations } from "../../test/axe.js";
import { LATEST, REVIEWS, newsItems } from "../news-card/fixtures.js";
import { ArticleCategoryLink, NewsBlock, NewsCategoryBlock } from "./news-block.js";

describe("NewsCategoryBlock", () => {
  it("§2.8 Latest News: 'More in Latest News', skips the first four, 'Show All In Latest News'", async () => {
    const { container } = render(<NewsCategoryBlock block={categoryBlock("Latest News", newsItems(7, LATEST))} />);
    const region = screen.getByRole("region", { name: "More in Latest News" });
    expect(within(region).getAllByRole("article")).toHaveLength(3);
    expect(within(region).getByRole("link", { name: "Show All In Latest News" })).toHaveAttribute("href", "/news/category/latest-news");
    await expectNoAxeViolations(container);
  });

  it("§2.8 other categories: headed by the name, all articles", () => {
    render(<NewsCategoryBlock block={categoryBlock("Car Reviews", newsItems(3, REVIEWS))} />);
    expect(within(screen.getByRole("region", { name: "Car Reviews" })).getAllByRole("article")).toHaveLength(3);
  });
});

describe("NewsBlock", () => {
  it("renders nothing without items", () => {
    const { container } = render(<NewsBlock heading="Also Read" items={[]} />);
    expect(container).toBeEmptyDOMElement();
  });

  it("priorityCount: the leading cards load their thumbnails at once", () => {
    const { container } = render(<NewsBlock heading="Latest News" items={newsItems(4, LATEST)} variant="list" priorityCount={2} />);
    expect([...container.querySelectorAll("img")].map((image) => image.getAttribute("loading"))).toEqual(["eager", "eager", "lazy", "lazy"]);
  });
});

describe("ArticleCategoryLink", () => {
  it("§2.8 'Show all in {category} >'", () => {
    render(<ArticleCategoryLink category={REVIEWS} />);
    expect(screen.getByRole("link", { name: "Show all in Car Reviews >" })).toHaveAttribute("href", "/news/category/car-reviews");
  });
});

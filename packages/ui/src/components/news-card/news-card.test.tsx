import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { expectNoAxeViolations } from "../../test/axe.js";
import { newsItems } from "./fixtures.js";
import { NewsCard } from "./news-card.js";

const LONG = newsItems(2)[1]!;

describe("NewsCard", () => {
  it("§5 list card: 600x360 thumbnail, title cut at 64 + ' ...', excerpt at 230, link to /news/{title}", async () => {
    const { container } = render(<NewsCard item={LONG} />);
    const link = screen.getByRole("link", { name: `${LONG.title.slice(0, 64)} ...` });
    expect(link).toHaveAttribute("href", "/news/article-2");
    const image = container.querySelector("img")!;
    expect([image.getAttribute("width"), image.getAttribute("height")]).toEqual(["600", "360"]);
    expect(screen.getByText(/^Toyota's best-selling/).textContent).toHaveLength(233);
    expect(screen.getByText("March 5, 2024")).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it("§5/§9 compact card: 290 wide thumbnail, title cut at 70, no excerpt", async () => {
    const { container } = render(<NewsCard item={LONG} variant="compact" />);
    expect(screen.getByRole("link", { name: `${LONG.title.slice(0, 70)}...` })).toBeInTheDocument();
    expect(container.querySelector("img")).toHaveAttribute("width", "290");
    expect(screen.queryByText(/^Toyota's best-selling/)).toBeNull();
    await expectNoAxeViolations(container);
  });

  it("§9 a card in view at first paint loads its thumbnail at once; others wait until near the screen", () => {
    const { container } = render(
      <>
        <NewsCard item={LONG} priority />
        <NewsCard item={newsItems(3)[2]!} />
      </>,
    );
    const [first, second] = [...container.querySelectorAll("img")];
    expect(first).toHaveAttribute("loading", "eager");
    expect(first).toHaveAttribute("fetchpriority", "high");
    expect(second).toHaveAttribute("loading", "lazy");
  });

  it("short titles are not cut", () => {
    const short = newsItems(3)[2]!;
    render(<NewsCard item={short} />);
    expect(screen.getByRole("heading", { name: "Honda CR-V vs. Toyota RAV4" })).toBeInTheDocument();
  });
});

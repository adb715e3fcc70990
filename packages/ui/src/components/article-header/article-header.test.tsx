import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { expectNoAxeViolations } from "../../test/axe.js";
import { ARTICLE } from "../news-card/fixtures.js";
import { ArticleHeader } from "./article-header.js";

describe("ArticleHeader", () => {
  it("§2.8 header: headline, author linking to /author/{slug} with a 60x60 avatar, 'MMMM D, YYYY' date, excerpt and rule", async () => {
    const { container } = render(<ArticleHeader article={ARTICLE} siteName="Car Market" />);
    expect(screen.getByRole("heading", { level: 1, name: ARTICLE.title })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Jane Doe" })).toHaveAttribute("href", "/author/jane-doe");
    const avatar = container.querySelector("img")!;
    expect([avatar.getAttribute("width"), avatar.getAttribute("height")]).toEqual(["60", "60"]);
    expect(screen.getByText("March 5, 2024")).toHaveAttribute("dateTime", "2024-03-05T10:00:00Z");
    expect(screen.getByText(ARTICLE.excerpt!)).toBeInTheDocument();
    expect(screen.getByRole("separator")).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it("§2.8 deleted author: 'Editorial' under the site name, linking to /about-us, no avatar", async () => {
    const { container } = render(<ArticleHeader article={{ ...ARTICLE, author_is_deleted: 1 }} siteName="Car Market" />);
    expect(screen.getByText("Car Market")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Editorial" })).toHaveAttribute("href", "/about-us");
    expect(screen.queryByRole("link", { name: "Jane Doe" })).toBeNull();
    expect(container.querySelector("img")).toBeNull();
    await expectNoAxeViolations(container);
  });

  it("shows the share buttons it is given", () => {
    render(<ArticleHeader article={ARTICLE} siteName="Car Market" share={<button type="button">Share</button>} />);
    expect(screen.getByRole("button", { name: "Share" })).toBeInTheDocument();
  });
});

import { articleAds } from "@carmarket/news";
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { expectNoAxeViolations } from "../../test/axe.js";
import { ARTICLE } from "../news-card/fixtures.js";
import { ArticleContent } from "./article-content.js";

describe("ArticleContent", () => {
  it("§2.8 content: rich-text blocks with their images and captions", async () => {
    const { container } = render(<ArticleContent blocks={ARTICLE.content} />);
    expect(screen.getByText("hybrid-only").tagName).toBe("STRONG");
    expect(screen.getByRole("heading", { name: "Price" })).toBeInTheDocument();
    expect(screen.getByRole("img", { name: "Camry dashboard" })).toHaveAttribute("width", "800");
    expect(screen.getByText("The new dashboard").tagName).toBe("FIGCAPTION");
    expect(screen.queryByRole("group", { name: "Advertisement" })).toBeNull();
    await expectNoAxeViolations(container);
  });

  it("§4 ads: in-content slots with a non-empty query sit after the first and second blocks", () => {
    const ads = articleAds(ARTICLE, "mobile");
    const { container } = render(<ArticleContent blocks={ARTICLE.content} ads={ads} />);
    const adverts = screen.getAllByRole("group", { name: "Advertisement" });
    // in_content_2 is blank in the fixture, so only the first slot renders.
    expect(adverts).toHaveLength(1);
    expect(adverts[0]).toHaveAttribute("data-ad-query", "camry lease");
    expect(adverts[0]!.previousElementSibling).toHaveTextContent(/hybrid-only/);
    expect(container.firstElementChild!.children).toHaveLength(4);
  });
});

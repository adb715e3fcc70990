import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { expectNoAxeViolations } from "../../test/axe.js";
import { ArticleHero } from "./article-hero.js";

const BASE = { hero_image: "/hero.jpg", featured_image: "/featured.jpg", content_hero_image: "<p>Photo: Toyota</p>" };

function order(container: HTMLElement): string[] {
  return [...container.firstElementChild!.children].map((child) => (child.tagName === "IMG" ? "image" : "content"));
}

describe("ArticleHero", () => {
  it("§9 hero: 881x500 on desktop, 350x195 on mobile", () => {
    const { container, rerender } = render(<ArticleHero article={BASE} variant="desktop" />);
    const size = () => [container.querySelector("img")!.getAttribute("width"), container.querySelector("img")!.getAttribute("height")];
    expect(size()).toEqual(["881", "500"]);
    rerender(<ArticleHero article={BASE} variant="mobile" />);
    expect(size()).toEqual(["350", "195"]);
  });

  it("§2.8 hero: the featured image when there is no hero", () => {
    const { container } = render(<ArticleHero article={{ ...BASE, hero_image: undefined }} />);
    expect(container.querySelector("img")).toHaveAttribute("src", "/featured.jpg");
  });

  it("§3 above_excerpt: 1 puts content_hero_image above the image, 0 after it", async () => {
    const above = render(<ArticleHero article={{ ...BASE, above_excerpt: 1 }} />);
    expect(order(above.container)).toEqual(["content", "image"]);
    await expectNoAxeViolations(above.container);
    above.unmount();
    const after = render(<ArticleHero article={{ ...BASE, above_excerpt: 0 }} />);
    expect(order(after.container)).toEqual(["image", "content"]);
    expect(screen.getByText("Photo: Toyota")).toBeInTheDocument();
  });

  it("renders nothing without images or hero content", () => {
    const { container } = render(<ArticleHero article={{}} />);
    expect(container).toBeEmptyDOMElement();
  });

  it("a CMS hero picture is asked for from the head, before any script", () => {
    render(
      <ArticleHero article={{ ...BASE, content_hero_image: '<figure><img src="/api/images/news/a/content-hero.svg?v=1&amp;w=800" alt="A" /></figure>' }} />,
    );
    const preload = document.head.querySelector('link[rel="preload"][as="image"][href="/api/images/news/a/content-hero.svg?v=1&w=800"]');
    expect(preload).not.toBeNull();
  });
});

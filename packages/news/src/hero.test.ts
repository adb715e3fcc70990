import { describe, expect, it } from "vitest";
import { heroImage, heroParts } from "./hero.js";

describe("§2.8 hero image", () => {
  it("§2.8 hero_image, or the featured image when there is none", () => {
    expect(heroImage({ hero_image: "/h.jpg", featured_image: "/f.jpg" })).toBe("/h.jpg");
    expect(heroImage({ hero_image: "", featured_image: "/f.jpg" })).toBe("/f.jpg");
    expect(heroImage({ featured_image: "/f.jpg" })).toBe("/f.jpg");
    expect(heroImage({})).toBeUndefined();
  });

  it("§3 content_hero_image above the excerpt image when above_excerpt is 1, after it when 0", () => {
    const article = { hero_image: "/h.jpg", content_hero_image: "<figure>x</figure>" };
    expect(heroParts({ ...article, above_excerpt: 1 })).toEqual(["content_hero_image", "hero_image"]);
    expect(heroParts({ ...article, above_excerpt: 0 })).toEqual(["hero_image", "content_hero_image"]);
    expect(heroParts(article)).toEqual(["hero_image", "content_hero_image"]);
  });

  it("§3 parts without content are left out", () => {
    expect(heroParts({ hero_image: "/h.jpg", content_hero_image: "  ", above_excerpt: 1 })).toEqual(["hero_image"]);
    expect(heroParts({ content_hero_image: "<p>x</p>", above_excerpt: 0 })).toEqual(["content_hero_image"]);
  });
});

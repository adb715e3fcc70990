import { describe, expect, it } from "vitest";
import { authorByline } from "./author.js";

const site = { siteName: "CarMarket", appMode: false };

describe("§2.8 author display", () => {
  it("§2.8 deleted author (author_is_deleted 1) shows 'Editorial' under the site name, linking to /about-us", () => {
    expect(authorByline({ author_name: "Jane Doe", author_name_slug: "jane-doe", author_is_deleted: 1 }, site)).toEqual({
      kind: "editorial",
      name: "Editorial",
      siteName: "CarMarket",
      href: "/about-us",
      plainLink: false,
    });
  });

  it("§2.8 live author shows the name linking to /author/{slug}", () => {
    expect(
      authorByline({ author_name: "Jane Doe", author_name_slug: "jane-doe", author_is_deleted: 0, designation: "Editor", author_image: "/a.jpg" }, site),
    ).toEqual({ kind: "author", name: "Jane Doe", designation: "Editor", image: "/a.jpg", href: "/author/jane-doe", plainLink: false });
  });

  it("§2.8 an author without a slug is not linked", () => {
    expect(authorByline({ author_name: "Jane Doe" }, site)).toEqual({ kind: "author", name: "Jane Doe", plainLink: false });
  });

  it("§2.3 app query set: author links are plain links", () => {
    expect(authorByline({ author_name: "J", author_name_slug: "j" }, { ...site, appMode: true }).plainLink).toBe(true);
    expect(authorByline({ author_is_deleted: 1 }, { ...site, appMode: true }).plainLink).toBe(true);
  });
});

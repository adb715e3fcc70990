import { describe, expect, it } from "vitest";
import { pagination } from "./pagination.js";

const href = (page: number) => `/dealers?page=${page}`;

describe("pagination", () => {
  it("shows two pages either side of the current one, with previous and next", () => {
    const links = pagination(5, 10, href);
    expect(links.pages.map((page) => page.number)).toEqual([3, 4, 5, 6, 7]);
    expect(links.previous).toBe("/dealers?page=4");
    expect(links.next).toBe("/dealers?page=6");
  });

  it("has no previous on the first page and no next on the last", () => {
    expect(pagination(1, 3, href)).toMatchObject({ previous: null, next: "/dealers?page=2" });
    expect(pagination(3, 3, href)).toMatchObject({ previous: "/dealers?page=2", next: null });
  });

  it("a page past the end links back into the list", () => {
    const links = pagination(9, 3, href);
    expect(links.next).toBeNull();
    expect(links.previous).toBeNull();
    expect(links.pages.map((page) => page.number)).toEqual([1, 2, 3]);
  });
});

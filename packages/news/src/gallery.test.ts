import { describe, expect, it } from "vitest";
import { articleGalleryImages } from "./gallery.js";

const a = { image_file: "/a.jpg" };
const b = { image_file: "/b.jpg", caption: "B" };

describe("§2.8 article gallery", () => {
  it("§2.8 images of the content blocks in reading order", () => {
    expect(articleGalleryImages({ content: [{ description: "<p>1</p>", images: [a] }, { description: "2" }, { description: "3", images: [b] }] })).toEqual([
      a,
      b,
    ]);
  });

  it("§2.8 newsImages of the page data take precedence when present", () => {
    expect(articleGalleryImages({ content: [{ description: "1", images: [a] }] }, [b])).toEqual([b]);
    expect(articleGalleryImages({ content: [{ description: "1", images: [a] }] }, [])).toEqual([a]);
  });

  it("§2.8 no images: empty list, so no 'Images' tab", () => {
    expect(articleGalleryImages({ content: [{ description: "x" }] })).toEqual([]);
  });
});

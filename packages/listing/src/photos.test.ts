import { describe, expect, it } from "vitest";
import { photoSources, photoUrl, photoVariants, readPhotoUrl } from "./photos.js";

const HASH = "ab".repeat(32);

describe("#24.1 stored photo URLs", () => {
  it("§9 every size at 1× and 2× in WebP and JPEG, and the 1200×630 preview", () => {
    const names = photoVariants().map((variant) => variant.name);
    for (const size of ["760x425", "345x230", "220x150", "114x75", "77x46"]) {
      expect(names).toEqual(expect.arrayContaining([`${size}.webp`, `${size}.jpg`, `${size}@2x.webp`, `${size}@2x.jpg`]));
    }
    expect(names).toContain("1200x630.jpg");
    expect(photoVariants().find((variant) => variant.name === "760x425@2x.webp")).toMatchObject({ width: 1520, height: 850 });
  });

  it("carries the placeholder colour in the fragment and reads it back", () => {
    const url = photoUrl(HASH, { width: 760, height: 425 }, { colour: "7f6a55" });
    expect(url).toBe(`/api/media/${HASH}/760x425.jpg#7f6a55`);
    expect(readPhotoUrl(url)).toEqual({ hash: HASH, colour: "7f6a55" });
    expect(readPhotoUrl("/api/images/suv/red/760x425.svg")).toBeUndefined();
    expect(readPhotoUrl(`/api/media/${HASH}/../../etc/passwd`)).toBeUndefined();
  });

  it("§9 picks the smallest stored size that fills the box, at 1× and 2×", () => {
    const url = photoUrl(HASH, { width: 760, height: 425 }, { colour: "112233" });
    expect(photoSources(url, 220, 150)).toEqual({
      src: `/api/media/${HASH}/220x150.jpg`,
      srcSet: `/api/media/${HASH}/220x150.jpg 1x, /api/media/${HASH}/220x150@2x.jpg 2x`,
      webpSrcSet: `/api/media/${HASH}/220x150.webp 1x, /api/media/${HASH}/220x150@2x.webp 2x`,
      colour: "#112233",
    });
    expect(photoSources(url, 77, 46)?.src).toBe(`/api/media/${HASH}/77x46.jpg`);
    expect(photoSources(url, 345, 230)?.src).toBe(`/api/media/${HASH}/345x230.jpg`);
    expect(photoSources(url, 881, 500)?.src).toBe(`/api/media/${HASH}/760x425.jpg`);
    expect(photoSources("/api/images/suv/red/220x150.svg", 220, 150)).toBeUndefined();
  });
});

import { lazy, Suspense, useState } from "react";
import type { NewsImage } from "@carmarket/news";
import { Button } from "@carmarket/ui/button";

// Swiper and the gallery load on the first click, never with the article (first-load JS budget).
const NewsGalleryPopup = lazy(() => import("@carmarket/ui/news-gallery-popup").then((module) => ({ default: module.NewsGalleryPopup })));

/** The gallery popup of the article's images (§2.8); no button when the article has no images. */
export function ArticleGallery({ title, images }: { title: string; images: readonly NewsImage[] }) {
  const [open, setOpen] = useState(false);
  // Once asked for, the popup stays mounted so closing it can return focus to this button.
  const [requested, setRequested] = useState(false);
  if (images.length === 0) return null;
  return (
    <>
      <Button
        variant="secondary"
        onClick={() => {
          setRequested(true);
          setOpen(true);
        }}
      >
        View gallery ({images.length} {images.length === 1 ? "image" : "images"})
      </Button>
      {requested && (
        <Suspense fallback={null}>
          <NewsGalleryPopup open={open} onOpenChange={setOpen} title={title} images={images} />
        </Suspense>
      )}
    </>
  );
}

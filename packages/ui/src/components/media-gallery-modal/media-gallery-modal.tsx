import type { GalleryItem } from "@carmarket/listing";
import { useState } from "react";
import { cx } from "../../utils/class-names.js";
import { Dialog } from "../dialog/dialog.js";
import { Image } from "../image/image.js";
import { Tabs } from "../tabs/tabs.js";
import styles from "./media-gallery-modal.module.css";

/** The two categories of the gallery modal: items with a `video_tag` are videos (§3 Gallery item). */
export type MediaCategory = "Images" | "Videos";

const THUMB = { width: 114, height: 75 }; // §9 thumbnails 114x75
const VIEWER = { width: 760, height: 425 }; // §9 main image 760x425

function categoryOf(item: GalleryItem): MediaCategory {
  return item.video_tag ? "Videos" : "Images";
}

/** Props of {@link MediaGalleryModal}. */
export interface MediaGalleryModalProps {
  /** Controlled open state. */
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The car's name, the dialog title. */
  title: string;
  /** Gallery items (§3): path, tags, video_tag, poster. */
  items: readonly GalleryItem[];
}

/**
 * The image/video gallery modal (§2.7): category tabs (Images, Videos; only those present), tag
 * filters within the category, a viewer and a thumbnail grid.
 */
export function MediaGalleryModal({ open, onOpenChange, title, items }: MediaGalleryModalProps) {
  const categories = (["Images", "Videos"] as const).filter((category) => items.some((item) => categoryOf(item) === category));
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={title} size="full" closeLabel="Close gallery">
      {categories.length === 0 ? (
        <p>No photos or videos yet.</p>
      ) : (
        <Tabs
          label="Media type"
          items={categories.map((category) => ({
            value: category,
            label: category,
            content: <CategoryPanel category={category} title={title} items={items.filter((item) => categoryOf(item) === category)} />,
          }))}
        />
      )}
    </Dialog>
  );
}

interface CategoryPanelProps {
  category: MediaCategory;
  title: string;
  items: readonly GalleryItem[];
}

function CategoryPanel({ category, title, items }: CategoryPanelProps) {
  const [tag, setTag] = useState<string>();
  const [selected, setSelected] = useState(0);
  const tags = [...new Set(items.flatMap((item) => item.tags))].sort();
  const shown = tag === undefined ? items : items.filter((item) => item.tags.includes(tag));
  const current = shown[Math.min(selected, shown.length - 1)];
  const chooseTag = (next: string | undefined) => {
    setTag(next);
    setSelected(0);
  };
  const noun = category === "Videos" ? "video" : "photo";

  return (
    <div className={styles.panel}>
      {tags.length > 0 && (
        <div className={styles.tags} role="group" aria-label={`Filter ${category.toLowerCase()} by tag`}>
          {[undefined, ...tags].map((option) => (
            <button key={option ?? "all"} type="button" className={styles.tag} aria-pressed={tag === option} onClick={() => chooseTag(option)}>
              {option ?? "All"}
            </button>
          ))}
        </div>
      )}
      {current && (
        <div className={styles.viewer}>
          {current.video_tag ? (
            <iframe
              className={styles.video}
              src={current.path}
              title={`${title} ${noun} ${selected + 1}`}
              width={VIEWER.width}
              height={VIEWER.height}
              loading="lazy"
              allowFullScreen
            />
          ) : (
            <Image src={current.path} alt={`${title} ${noun} ${selected + 1}`} width={VIEWER.width} height={VIEWER.height} fit="contain" />
          )}
        </div>
      )}
      <ul className={styles.thumbs} aria-label={`${category} thumbnails`}>
        {shown.map((item, index) => (
          <li key={item.path}>
            <button
              type="button"
              className={cx(styles.thumb, index === selected && styles.thumbActive)}
              aria-label={`Show ${noun} ${index + 1} of ${shown.length}`}
              aria-current={index === selected ? "true" : undefined}
              onClick={() => setSelected(index)}
            >
              <Image src={item.poster ?? item.path} alt="" width={THUMB.width} height={THUMB.height} />
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}

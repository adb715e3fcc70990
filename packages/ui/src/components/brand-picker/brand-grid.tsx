import styles from "./brand-picker.module.css";
import type { PickerBrand } from "./picker-types.js";

/** Props of {@link BrandGrid}. */
export interface BrandGridProps {
  brands: readonly PickerBrand[];
  /** Accessible name of the grid, e.g. `Brands`. */
  label: string;
  onChoose: (brand: PickerBrand) => void;
}

/** The picker's brand grid: three columns of brand buttons (§2.5). */
export function BrandGrid({ brands, label, onChoose }: BrandGridProps) {
  return (
    <ul className={`${styles.grid} ${styles.brandGrid}`} aria-label={label}>
      {brands.map((brand) => (
        <li key={brand.slug}>
          <button type="button" className={styles.brand} onClick={() => onChoose(brand)}>
            {brand.name}
          </button>
        </li>
      ))}
    </ul>
  );
}

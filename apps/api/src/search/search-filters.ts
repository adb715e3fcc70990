import { DEAL_FLAGS, DEAL_LABELS } from "@carmarket/pricing";
import { DEFAULT_PAGE_SIZE, type FacetOption, type ListingFilters, type SortOption } from "@carmarket/contract";
import { BadRequestError } from "../http/errors.js";

/** Where distances are measured from and how far the search reaches. */
export interface SearchOrigin {
  latitude: number;
  longitude: number;
  radiusMiles: number;
}

/** The §9 deal labels a deal filter names: values may be labels ('Good Deal') or flag classes ('good-deal'); none known is a 400. */
export function dealLabels(values: readonly string[]): string[] {
  const wanted = new Set(values.map((value) => value.toLowerCase().replace(/\s+/g, "-")));
  const labels = DEAL_LABELS.filter((label) => wanted.has(DEAL_FLAGS[label]));
  if (labels.length === 0) throw new BadRequestError(`deal_value_order must be among ${Object.values(DEAL_FLAGS).join(", ")}.`);
  return labels;
}

/** The conditions a search selects: the condition list plus the is_new, isUsed and certified_car flags. */
export function conditionsOf(filters: ListingFilters): string[] | undefined {
  const chosen = new Set(filters.condition ?? []);
  if (filters.is_new) chosen.add("new");
  if (filters.isUsed) chosen.add("used");
  if (filters.certified_car) chosen.add("certified");
  return chosen.size > 0 ? [...chosen] : undefined;
}

/** The search's order: as asked, else nearest first around a ZIP and newest first without one; distance needs a ZIP. */
export function sortOf(filters: ListingFilters, origin: SearchOrigin | null): SortOption {
  const sort = filters.sort ?? (origin ? "distance" : "newest");
  if (sort === "distance" && !origin) throw new BadRequestError("sort=distance needs a zip.");
  return sort;
}

/** The page asked for (`page`, or §9's older `pagination`) and its size. */
export function pageOf(filters: ListingFilters): { page: number; pageSize: number } {
  return { page: filters.page ?? filters.pagination ?? 1, pageSize: filters.page_size ?? DEFAULT_PAGE_SIZE };
}

/** §9 ordering of filter options: years descending, everything else alphabetical. */
export function sortFacetOptions(key: string, options: FacetOption[]): FacetOption[] {
  return key === "year" ? options.sort((a, b) => Number(b.name) - Number(a.name)) : options.sort((a, b) => a.name.localeCompare(b.name));
}

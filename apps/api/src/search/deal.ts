import { DEAL_LABELS, dealRating } from "@carmarket/pricing";

/** Deal columns of one listing: §9 label (null = uncertain), sort rank 0 best … 5 uncertain, expected − price. */
export interface DealColumns {
  label: string | null;
  rank: number;
  difference: number | null;
}

/** Sort rank of listings without a deal label (no price or no market value). */
const UNCERTAIN_DEAL_RANK = DEAL_LABELS.length;

/** Deal columns from price and market value, labelled by `dealRating` of @carmarket/pricing. */
export function dealFor(price: number | null, expectedPrice: number | null): DealColumns {
  const { label } = dealRating(price, expectedPrice);
  if (label === null || price === null || expectedPrice === null) return { label: null, rank: UNCERTAIN_DEAL_RANK, difference: null };
  return { label, rank: DEAL_LABELS.indexOf(label), difference: expectedPrice - price };
}

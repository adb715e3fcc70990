import type { Db } from "../db/database.js";

/** Sets every dealer's rating (one decimal) and rating_count from its published reviews (held ones wait, ADR 218). */
export async function refreshDealerRatings(db: Db, dealerId?: number): Promise<void> {
  let query = db.updateTable("dealers").set((eb) => {
    const published = eb.selectFrom("dealer_reviews").whereRef("dealer_reviews.dealer_id", "=", "dealers.id").where("dealer_reviews.status", "=", "published");
    return {
      rating: eb.fn.coalesce(
        published.select((s) => s.fn<number>("round", [s.fn.avg<number>("rating"), s.lit(1)]).as("r")),
        eb.lit(0),
      ),
      rating_count: published.select((s) => s.fn.countAll<number>().as("c")),
    };
  });
  if (dealerId !== undefined) query = query.where("id", "=", dealerId);
  await query.execute();
}

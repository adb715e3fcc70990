import { type RouteConfig, index, route } from "@react-router/dev/routes";

export default [
  index("routes/home.tsx"),
  // One module for the three listing sections: a search, or a vehicle page when ?vin= is set (§2.1).
  ...(["used-cars", "new-cars", "certified-cars"] as const).map((section) =>
    route(`${section}/*`, "routes/listings.tsx", { id: `listings-${section}` }),
  ),
  // Dealer pages (§2.1 DEALERS, DEALER_INVENTORY, DEALER_REVIEWS, DEALER_WRITE_REVIEW; paths as in @carmarket/routes).
  route("dealers", "routes/dealers.tsx"),
  route("dealers/:dealerId", "routes/dealer-inventory.tsx"),
  route("dealers/:dealerId/reviews", "routes/dealer-reviews.tsx"),
  route("dealers/:dealerId/write-review", "routes/dealer-write-review.tsx"),
] satisfies RouteConfig;

import { type RouteConfig, index, route } from "@react-router/dev/routes";

export default [
  index("routes/home.tsx"),
  // One module for the three listing sections: a search, or a vehicle page when ?vin= is set (§2.1).
  ...(["used-cars", "new-cars", "certified-cars"] as const).map((section) =>
    route(`${section}/*`, "routes/listings.tsx", { id: `listings-${section}` }),
  ),
  // Research pages (§2.1 catch-all): brand, model, car, ranking, compare, reviews, build & price; other
  // paths answer 404. React Router ranks every static route above it.
  route("*", "routes/research.tsx"),
] satisfies RouteConfig;

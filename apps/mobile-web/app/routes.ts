import { type RouteConfig, index, route } from "@react-router/dev/routes";

export default [
  index("routes/home.tsx"),
  // One module for the three listing sections: a search, or a vehicle page when ?vin= is set (§2.1).
  ...(["used-cars", "new-cars", "certified-cars"] as const).map((section) =>
    route(`${section}/*`, "routes/listings.tsx", { id: `listings-${section}` }),
  ),
  // News (§2.1, §2.8): the home, articles /news/{title}, categories, authors and the about page.
  route("news", "routes/news-home.tsx"),
  route("news/:slug", "routes/news-article.tsx"),
  route("news/category/:slug", "routes/news-category.tsx"),
  route("author/:slug", "routes/author.tsx"),
  route("about-us", "routes/about-us.tsx"),
] satisfies RouteConfig;

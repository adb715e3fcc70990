// The route table both apps share (ADR 182): a route is added here once; each app's app/routes.ts calls
// appRoutes() and keeps its own route module files, so a module may differ per app where the spec says so.
import { index, route } from "@react-router/dev/routes";

export function appRoutes() {
  return [
    index("routes/home.tsx"),
    // One module for the three listing sections: a search, or a vehicle page when ?vin= is set (§2.1).
    ...["used-cars", "new-cars", "certified-cars"].map((section) => route(`${section}/*`, "routes/listings.tsx", { id: `listings-${section}` })),
    // A typed search (issue #17): a redirect to the canonical listing URL of what it says.
    route("search", "routes/search.tsx"),
    // News (§2.1, §2.8): the home, articles /news/{title}, categories, authors and the about page.
    route("news", "routes/news-home.tsx"),
    route("news/:slug", "routes/news-article.tsx"),
    route("news/category/:slug", "routes/news-category.tsx"),
    route("author/:slug", "routes/author.tsx"),
    route("about-us", "routes/about-us.tsx"),
    // Dealer pages (§2.1 DEALERS, DEALER_INVENTORY, DEALER_REVIEWS, DEALER_WRITE_REVIEW; paths as in @carmarket/routes).
    route("dealers", "routes/dealers.tsx"),
    route("dealers/:dealerId", "routes/dealer-inventory.tsx"),
    route("dealers/:dealerId/reviews", "routes/dealer-reviews.tsx"),
    route("dealers/:dealerId/write-review", "routes/dealer-write-review.tsx"),
    // Account screens (§2.1, §2.9) and saved cars (§3, §6); paths from ACCOUNT_ROUTES of @carmarket/routes.
    route("sign-in", "routes/sign-in.tsx"),
    route("sign-up", "routes/sign-up.tsx"),
    route("forgot-password", "routes/forgot-password.tsx"),
    route("reset-password", "routes/reset-password.tsx"),
    route("change-password", "routes/change-password.tsx"),
    route("verify-email", "routes/verify-email.tsx"),
    route("myaccount", "routes/my-account.tsx"),
    route("myaccount/details", "routes/account-details.tsx"),
    route("myaccount/saved", "routes/saved.tsx"),
    // What the service worker shows for a page it has no copy of while offline (issue #28; OFFLINE_PATH).
    route("offline", "routes/offline.tsx"),
    // Research pages (§2.1 catch-all): brand, model, car, ranking, compare, reviews, build & price; other
    // paths answer 404. React Router ranks every static route above it.
    route("*", "routes/research.tsx"),
  ];
}

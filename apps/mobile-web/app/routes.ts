import { type RouteConfig, index, route } from "@react-router/dev/routes";

export default [
  index("routes/home.tsx"),
  // One module for the three listing sections: a search, or a vehicle page when ?vin= is set (§2.1).
  ...(["used-cars", "new-cars", "certified-cars"] as const).map((section) =>
    route(`${section}/*`, "routes/listings.tsx", { id: `listings-${section}` }),
  ),
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
] satisfies RouteConfig;

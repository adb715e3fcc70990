// The seed's slugs are the site's URL slugs (the feed importer makes them at run time, so they live in @carmarket/routes).
export { slugify } from "@carmarket/routes";

import { pageMeta } from "../../seo/page-meta.js";

/** Title, description and canonical path of an account screen; none of them belongs in search results. */
export function accountMeta(title: string, description: string, path: string) {
  return [...pageMeta({ title: `${title} | CarMarket`, description, canonical: path }), { name: "robots", content: "noindex" }];
}
